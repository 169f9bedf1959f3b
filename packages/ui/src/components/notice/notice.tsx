import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const noticeClasses = cva('rounded-control border px-4 py-3 text-sm', {
  variants: {
    tone: {
      success: 'border-brand-200 bg-brand-50 text-brand-800',
      info: 'border-ink-200 bg-ink-50 text-ink-800',
      warning: 'border-warning-100 bg-warning-50 text-warning-700',
    },
  },
  defaultVariants: { tone: 'info' },
});

export interface NoticeProps {
  tone?: 'success' | 'info' | 'warning';
  children: ReactNode;
  className?: string;
}

/**
 * A box with a message that stays on the page (a toast goes away): "instructions sent", "fill in the
 * filters to continue". Announced politely; errors use ErrorBox.
 */
export function Notice({ tone, children, className }: NoticeProps) {
  return (
    <p role="status" className={cn(noticeClasses({ tone }), className)}>
      {children}
    </p>
  );
}
