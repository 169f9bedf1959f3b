import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const rowClasses = cva('flex items-center', {
  variants: {
    align: { start: 'justify-start', end: 'justify-end' },
    gap: { normal: 'gap-2', tight: 'gap-1' },
    wrap: { true: 'flex-wrap', false: 'flex-nowrap' },
  },
  defaultVariants: { align: 'start', gap: 'normal', wrap: true },
});

export interface ButtonRowProps {
  /** The Buttons and ButtonLinks, in reading order: the main action first under a form, last in a footer. */
  children: ReactNode;
  /** start: under a form (Salvar, Voltar); end: a dialog's footer or a table row's actions. */
  align?: 'start' | 'end';
  /** tight: icon buttons side by side, as in a table row. */
  gap?: 'normal' | 'tight';
  /** false: one line whatever the width, as a table row's icon buttons (wrapped, the row doubles its height). */
  wrap?: boolean;
  /** Classes added to the row, for layout (a top margin, a width). */
  className?: string;
}

/**
 * Buttons and button links side by side, wrapping on narrow screens.
 *
 * **When to use.** For every group of two or more buttons: under a page's form (`align="start"`, the main action
 * first: "Salvar", then "Voltar"), in a dialog's or card's footer (`align="end"`, the main action last, by the
 * edge) and for a table row's icon buttons (`gap="tight"`, `wrap={false}`). See the content rules for the order. A single button
 * needs no row; a toolbar of filters is a `FilterPanel`.
 *
 * **Accessibility.** A plain `<div>` with no role: it adds nothing to what a screen reader hears, and the Tab order
 * is the order of the children, so put them in the order they read. Wrapping keeps that order.
 */
export function ButtonRow({ children, align, gap, wrap, className }: ButtonRowProps) {
  return <div className={cn(rowClasses({ align, gap, wrap }), className)}>{children}</div>;
}
