import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const iconButton = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-control transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        ghost: 'text-fg-muted hover:not-disabled:bg-surface-muted hover:not-disabled:text-fg-strong',
        danger: 'text-danger-600 hover:not-disabled:bg-danger-50 hover:not-disabled:text-danger-700',
        primary: 'bg-primary text-white hover:not-disabled:bg-primary-hover',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'sm' },
  },
);

/**
 * The classes of an IconButton, for an icon-only router Link (the package cannot import the router); give the
 * link an aria-label.
 */
export function iconButtonClasses({
  variant,
  size,
  className,
}: { variant?: 'ghost' | 'danger' | 'primary'; size?: 'sm' | 'md'; className?: string } = {}): string {
  return cn(iconButton({ variant, size }), className);
}

export type IconButtonProps = ComponentProps<'button'> & {
  /**
   * The action, as its accessible name and tooltip: a verb such as 'Editar' or 'Apagar', followed in a list by the
   * record's name ('Apagar PLG-3692').
   */
  label: string;
  /** The icon shown, such as `<PencilIcon />`; sized by the button (16 px in sm, 20 px in md) and decorative. */
  icon: ReactNode;
  /** ghost: row and toolbar actions; danger: a destructive action (Apagar); primary: a main action (Novo). */
  variant?: 'ghost' | 'danger' | 'primary';
  /** sm (32 px) in table rows, dialog headers and inside inputs; md (40 px) in the top bar, beside 40 px controls. */
  size?: 'sm' | 'md';
};

/**
 * A button showing only an icon, in three variants and two sizes.
 *
 * **When to use.** For the actions repeated on every row of a list (edit, delete, activate, the related drivers)
 * and for a dialog's close button, where a word on every row would crowd the table. An action that needs its word
 * to be understood, or the one main action of a page or form, is a `Button` (with an icon beside the text if
 * useful). An icon-only link to another page takes `iconButtonClasses` and an `aria-label`.
 *
 * **Accessibility.** A `<button type="button">` named by `label` (`aria-label`), which is also its tooltip
 * (`title`); the icon is decorative. Icon-only buttons are named by their action: Editar, Apagar, Ativar,
 * Desativar, Motoristas, Desvincular. In a list the record's name follows ("Editar Terminal Santos"), so a screen
 * reader user who tabs through the rows knows which row each button acts on. Tab reaches it, Enter and Space press
 * it; the focus ring shows on keyboard focus only; a disabled one is skipped by Tab but still named.
 */
export function IconButton({
  label,
  icon,
  variant,
  size,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(iconButton({ variant, size }), className)}
      {...props}
    >
      {icon}
    </button>
  );
}
