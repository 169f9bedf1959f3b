import { cn } from '../../lib/cn';

/**
 * Classes of an inline text link (green, underlined, with a visible focus ring), for an `<a>` or a router
 * Link the package cannot import.
 *
 * @example <Link to="/" className={textLinkClasses()}>Voltar</Link>
 */
export function textLinkClasses(className?: string): string {
  return cn(
    'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus rounded-sm',
    className,
  );
}
