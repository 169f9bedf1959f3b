import { cn } from '../../lib/cn';

export interface DotsSpinnerProps {
  /** The text a screen reader announces (not shown), such as 'Entrando'. Default 'Carregando'. */
  label?: string;
  /** Classes added to the row of dots, for layout; the dots' size is set on them (`[&>span]:size-2`). */
  className?: string;
}

const DELAYS = ['-0.32s', '-0.16s', '0s'] as const;

/**
 * Three green bouncing dots, the product's wait indicator over a whole screen.
 *
 * **When to use.** Where the wait blocks everything, as in `BlockingOverlay` during login, under the logo. Inside a
 * control or beside a text use `Spinner` (a Button's `loading` draws one); for a route or screen still loading use
 * `PageLoading`.
 *
 * **Accessibility.** A `role="status"` live region: a screen reader announces its visually hidden `label`
 * ('Carregando') politely, without moving the focus. The dots are hidden from assistive technology and stop
 * bouncing when the user asks for reduced motion. It has no focusable content.
 */
export function DotsSpinner({ label = 'Carregando', className }: DotsSpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5', className)}>
      {DELAYS.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-3 rounded-full bg-accent animate-dot-bounce motion-reduce:animate-none"
          style={{ animationDelay: delay }}
        />
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}
