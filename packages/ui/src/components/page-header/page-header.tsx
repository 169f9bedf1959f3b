import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageHeaderProps {
  /** The page's title, rendered as its only `h1`; it wraps when long. */
  title: string;
  /** One line under the title that says what the page is for or whom it concerns. */
  subtitle?: string;
  /** Buttons on the right, such as "Novo"; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Classes added to the header's box (layout only, such as a bottom margin). */
  className?: string;
}

/**
 * The top of a page: its h1, an optional subtitle and the page's actions on the right.
 *
 * **When to use.** Once per page, first in the main content, on every list, form and detail screen. Headings
 * inside the page are `Heading` (h2, h3); a dialog has its own title.
 *
 * **Accessibility.** The title is the page's `h1`, so a screen reader user lands on it with the heading keys and
 * hears the page's name; the subtitle is a plain paragraph after it. It is a `div`, not a `header`, so it adds no
 * banner landmark beside the top bar. The actions follow the title in the tab order.
 */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    // A div, not <header>: outside sectioning content <header> is the page's banner landmark (the top bar).
    <div className={cn('flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)}>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold text-fg-strong break-words">{title}</h1>
        {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
