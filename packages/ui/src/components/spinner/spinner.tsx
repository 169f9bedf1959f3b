import { cn } from '../../lib/cn';

export interface SpinnerProps {
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** A small circular spinner in the current text colour. */
export function Spinner({ label, className }: SpinnerProps) {
  const circle = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 shrink-0 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
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
