import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';

const panel = cva(
  [
    'flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-card bg-surface shadow-xl',
    'transition duration-fast ease-enter data-closed:scale-95 data-closed:opacity-0',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogProps {
  /** Shows the dialog. The caller holds it, and sets it false from `onClose`. */
  open: boolean;
  /** Called on Esc, on a click outside and on the close button. */
  onClose: () => void;
  /** The heading at the top, which is also the dialog's accessible name. No final period. */
  title: string;
  /** A line under the title, read as the dialog's description when it opens. */
  description?: ReactNode;
  /** The content, such as a form; it scrolls when taller than the screen, with the header and footer in place. */
  children?: ReactNode;
  /** Action buttons, aligned to the right under the content. */
  footer?: ReactNode;
  /** Maximum width: sm 384 px (questions), md 512 px (short forms, the default), lg 768 px (long content), xl 1024 px (tables and maps). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button in the header (the dialog still closes with Esc). */
  hideCloseButton?: boolean;
  /** Classes added to the panel (the white box), for layout only. */
  className?: string;
}

/**
 * A modal dialog (Headless UI): a white panel over a dimmed page, with a title, optional content and a footer
 * of action buttons.
 *
 * **When to use.** For a short task that keeps the user on the page: a small form (change the password, edit a
 * record of a list in modal mode), a long text to read and acknowledge. A form whose edits must not be lost by
 * Esc or a stray click is a `GuardedDialog`; a yes/no question before an action is a `ConfirmDialog`; a long form
 * or one the user may want to link to is a page.
 *
 * **Accessibility.** `role="dialog"` (or `alertdialog`), `aria-modal`, named by the title and described by the
 * description, so a screen reader reads both when it opens. The focus moves inside (to the element marked
 * `data-autofocus`, otherwise the first focusable one), Tab and Shift+Tab stay inside, and the page behind is
 * inert. Esc, a click outside and the × button ('Fechar') call `onClose`; on closing, the focus returns to the
 * element that opened it. Long content scrolls in its own region, which the keyboard can focus and scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size,
  role = 'dialog',
  hideCloseButton = false,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-scrim/50 transition-opacity duration-fast data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel transition className={cn(panel({ size }), className)}>
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className="min-w-0 space-y-1">
              <DialogTitle className="text-base font-semibold text-fg-strong">{title}</DialogTitle>
              {description && <Description className="text-sm text-fg-muted">{description}</Description>}
            </div>
            {!hideCloseButton && (
              <IconButton label="Fechar" icon={<CloseIcon />} onClick={onClose} className="-mr-2 -mt-1" />
            )}
          </div>
          {children && (
            // tabIndex 0: long content scrolls here, and a keyboard user must be able to scroll it
            <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus:outline-none">
              {children}
            </div>
          )}
          {footer && (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">
              {footer}
            </footer>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
