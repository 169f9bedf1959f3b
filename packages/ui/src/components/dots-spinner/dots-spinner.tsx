import { cn } from '../../lib/cn';

export interface DotsSpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

const DELAYS = ['-0.32s', '-0.16s', '0s'] as const;

/** Three green bouncing dots, announced as a status. */
export function DotsSpinner({ label = 'Carregando', className }: DotsSpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5', className)}>
      {DELAYS.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-3 rounded-full bg-brand-600 animate-dot-bounce motion-reduce:animate-none"
          style={{ animationDelay: delay }}
        />
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}
