import { cn } from '../../lib/cn';

export interface LogoProps {
  productName: string;
  className?: string;
}

/** The product mark: a green truck on a route, followed by the product name. */
export function Logo({ productName, className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold text-ink-900', className)}>
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className="size-8 shrink-0 text-brand-600"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M5 19V11a1 1 0 0 1 1-1h11v9M17 13h5l4 4v2h-9"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="21" r="2.2" fill="white" />
        <circle cx="21.5" cy="21" r="2.2" fill="white" />
        <path d="M4 26h24" stroke="white" strokeWidth="1.5" strokeDasharray="3 2" strokeLinecap="round" />
      </svg>
      <span className="truncate">{productName}</span>
    </span>
  );
}
