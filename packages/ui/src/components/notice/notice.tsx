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
  /**
   * success: something the user did worked ("instructions sent"); info (default): guidance ("fill in the filters
   * to continue"); warning: a result the user should notice ("no data for the chosen period").
   */
  tone?: 'success' | 'info' | 'warning';
  /** The message: one or two short sentences, inline content only (it renders in a `<p>`). */
  children: ReactNode;
  /** Classes added to the box (layout only, such as a margin). */
  className?: string;
}

/**
 * A box with a message that stays on the page, in one of three tones.
 *
 * **When to use.** For a message that must stay visible until the page changes: "instructions sent to your
 * e-mail" after a form, "fill in the filters to continue" above an empty report, "no data for this period". A
 * confirmation that can disappear on its own is a toast (`notify.success`); errors go in `ErrorBox`, which is
 * announced assertively.
 *
 * **Accessibility.** A paragraph with `role="status"`: a screen reader announces its text politely when it
 * appears, without moving the focus. The tone is carried by colour only, so the words must say it. It has no
 * focusable content.
 */
export function Notice({ tone, children, className }: NoticeProps) {
  return (
    <p role="status" className={cn(noticeClasses({ tone }), className)}>
      {children}
    </p>
  );
}
