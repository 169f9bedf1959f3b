import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Classes of an inline text link (green, underlined, with a visible focus ring), for a router Link the package
 * cannot import. For a plain `<a>`, use `TextLink`.
 *
 * @example <Link to="/" className={textLinkClasses()}>Voltar</Link>
 */
export function textLinkClasses(className?: string): string {
  return cn(
    'font-medium text-fg-link underline underline-offset-2 hover:text-fg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus rounded-sm',
    className,
  );
}

export type TextLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Where the link goes: another page, a section (`#politica`), an e-mail (`mailto:`). */
  href: string;
};

/**
 * An inline link inside running text: green, underlined, with a focus ring for the keyboard.
 *
 * **When to use.** For a link within a sentence or under a form ("Esqueci a senha", "Política de privacidade").
 * In the portal, a link to a route is a router `Link` with `textLinkClasses()`, which looks the same. Use
 * `ButtonLink` (or `buttonClasses`) when the link is the main way on, such as "Voltar para a listagem", and a
 * `Button` for an action that does not navigate.
 *
 * **Accessibility.** A native `<a href>`: Tab reaches it, Enter follows it, and a screen reader hears "link" and
 * its text, so the text must say where it goes out of context ("Política de privacidade", not "clique aqui").
 * The underline marks it as a link without relying on its colour; the focus ring shows on keyboard focus only.
 *
 * @example <TextLink href="/privacidade">Política de privacidade</TextLink>
 */
export function TextLink({ className, ...props }: TextLinkProps) {
  return <a className={textLinkClasses(className)} {...props} />;
}
