import { cn } from '../../lib/cn';

export interface LogoProps {
  /** The product's name beside the mark; it is the logo's text for screen readers too. One line, cut with '…'. */
  productName: string;
  /** Classes added to the logo, such as a larger text size or a maximum width. */
  className?: string;
}

/**
 * The product mark: a green truck on a route, followed by the product name.
 *
 * **When to use.** In the header of the app shell's top bar and above the spinner of the login's blocking
 * overlay. Use it once per screen; it is not a heading (a page's title is its `PageHeader` or `Heading`) and not a
 * link by itself (wrap it in one to go home).
 *
 * **Accessibility.** The mark is decorative (`aria-hidden`); the product name is plain text, so a screen reader
 * reads just the name. It takes no focus. A name too long for its box is cut with '…', so give it room where the
 * name matters.
 */
export function Logo({ productName, className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold text-fg-strong', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0 text-accent">
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
