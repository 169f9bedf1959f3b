import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons on the right, such as "Novo"; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  className?: string;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    // A div, not <header>: outside sectioning content <header> is the page's banner landmark (the top bar).
    <div className={cn('flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)}>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold text-ink-900 break-words">{title}</h1>
        {subtitle && <p className="text-sm text-ink-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
