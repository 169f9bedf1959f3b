import { cn } from '../../lib/cn';

export interface SpinnerProps {
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  /** Size and colour of the circle (such as `size-6 text-accent`); 16 px in the current text colour by default. */
  className?: string;
}

/**
 * A small circular spinner in the current text colour.
 *
 * **When to use.** Beside a text or inside a control while something short runs: a loading button (Button's
 * `loading` draws one), a select whose options are still loading. For a whole page or route use `PageLoading`; for a
 * list or ranking being fetched, that component's own `loading` placeholders.
 *
 * **Accessibility.** Without `label` it is decorative (`aria-hidden`) and says nothing: the control around it
 * carries the busy state (`aria-busy`) and the text. With `label` it is a `role="status"` live region whose
 * visually hidden text a screen reader announces ("Carregando..."). It never takes focus.
 */
export function Spinner({ label, className }: SpinnerProps) {
  const circle = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 shrink-0 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" strokeLinecap="round" />
    </svg>
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
