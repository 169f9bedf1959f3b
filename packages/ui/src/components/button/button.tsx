import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

const button = cva(
  [
    // A label longer than the screen wraps inside the button instead of pushing it past the edge.
    'inline-flex max-w-full items-center justify-center gap-2 rounded-control text-center font-medium',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white shadow-sm hover:not-disabled:bg-primary-hover',
        basic:
          'border border-line-control bg-surface text-fg shadow-sm hover:not-disabled:border-line-strong hover:not-disabled:bg-surface-muted',
        danger: 'bg-danger-600 text-white shadow-sm hover:not-disabled:bg-danger-700',
        ghost: 'text-fg-soft hover:not-disabled:bg-surface-muted',
      },
      size: {
        sm: 'min-h-8 px-3 py-1 text-sm',
        md: 'min-h-10 px-4 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof button>;

/**
 * The classes of a Button, for elements that must look like one (such as a router link).
 *
 * @example <Link to="/backoffice/users/create/" className={buttonClasses({ variant: 'primary' })}>Novo</Link>
 */
export function buttonClasses({
  variant,
  size,
  className,
}: ButtonVariants & { className?: string | undefined } = {}): string {
  return cn(button({ variant, size }), className);
}

export type ButtonProps = ComponentProps<'button'> & {
  /**
   * primary: the one main action of a form or dialog (Salvar, Entrar) and a list's create action (Novo,
   * Adicionar). basic: every other action, the way out of a form or dialog included (Voltar, Cancelar, Tentar
   * novamente, Limpar, Mostrar filtros, a row's Encerrar). danger: the confirm of a destructive action, in its
   * dialog (Excluir, Cancelar programação). ghost: the quiet actions outside forms, such as the top bar's Alterar
   * senha and Sair, or a map's Enquadrar cerca.
   */
  variant?: 'primary' | 'basic' | 'danger' | 'ghost';
  /**
   * md (default) in forms, dialogs and page headers; sm in the top bar, in toolbars above a table or map (Mostrar
   * filtros, Adicionar ponto) and inside a table row.
   */
  size?: 'sm' | 'md';
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
};

/**
 * A native button with the product's four variants and a loading state.
 *
 * **When to use.** For an action on the page: saving, confirming, opening a dialog, filtering. Use `ButtonLink`
 * (or `buttonClasses` on a router link) when it goes to another page, and `IconButton` for an icon-only action in a
 * table row. One primary button per form or dialog; the way back or out (Voltar, Cancelar) is basic, beside it
 * (see the content rules for labels and order). Ghost is for quiet actions outside forms, such as the top bar's.
 *
 * **Accessibility.** A `<button type="button">` (pass `type="submit"` in forms), so Tab reaches it and Enter and
 * Space press it. Its text is its accessible name; an icon beside the text is decorative. While `loading` it is
 * disabled and `aria-busy`, and Tab skips it. The focus ring shows on keyboard focus only.
 */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
