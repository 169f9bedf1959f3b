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
    'flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-card bg-white shadow-xl',
    'transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on a click outside and on the close button. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, aligned to the right under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button in the header (the dialog still closes with Esc). */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * A modal dialog: backdrop, focus trapped inside, Esc and outside click close it (Headless UI).
 * Put `data-autofocus` on the element that should receive focus first.
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
        className="fixed inset-0 bg-ink-900/50 transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel transition className={cn(panel({ size }), className)}>
          <div className="flex items-start justify-between gap-4 border-b border-ink-200 px-5 py-4">
            <div className="min-w-0 space-y-1">
              <DialogTitle className="text-base font-semibold text-ink-900">{title}</DialogTitle>
              {description && <Description className="text-sm text-ink-600">{description}</Description>}
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
            <footer className="flex flex-wrap justify-end gap-2 border-t border-ink-200 px-5 py-3">
              {footer}
            </footer>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
