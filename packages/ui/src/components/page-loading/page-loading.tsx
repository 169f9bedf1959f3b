import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

export interface PageLoadingProps {
  /** The visible text beside the spinner, also what a screen reader announces; 'Carregando...' by default. */
  label?: string;
  /** Classes added to the box (layout only, such as a taller `min-h-*`). */
  className?: string;
}

/**
 * The fallback shown while a route's code or data loads: a spinner and a line of text, centred in a box at least
 * 12 rem tall.
 *
 * **When to use.** As the `Suspense` fallback of a route and while a screen's first request runs, when there is
 * nothing of the page to show yet. Once the frame is on screen, prefer the loading state of the part that waits
 * (a table's or a ranking's placeholder rows, a Button's `loading`); use `Spinner` inside a control.
 *
 * **Accessibility.** A `role="status"` live region: a screen reader announces its text ('Carregando...') politely.
 * The spinner is decorative. It has no focusable content.
 */
export function PageLoading({ label = 'Carregando...', className }: PageLoadingProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-h-48 w-full items-center justify-center gap-3 text-sm text-fg-muted',
        className,
      )}
    >
      <Spinner className="size-6 text-accent" />
      <span>{label}</span>
    </div>
  );
}
