import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const rowClasses = cva('flex flex-wrap items-center', {
  variants: {
    align: { start: 'justify-start', end: 'justify-end' },
    gap: { normal: 'gap-2', tight: 'gap-1' },
  },
  defaultVariants: { align: 'start', gap: 'normal' },
});

export interface ButtonRowProps {
  children: ReactNode;
  /** start: under a form (Salvar, Voltar); end: a dialog's footer or a table row's actions. */
  align?: 'start' | 'end';
  /** tight: icon buttons side by side, as in a table row. */
  gap?: 'normal' | 'tight';
  className?: string;
}

/** Buttons and button links side by side, wrapping on narrow screens. */
export function ButtonRow({ children, align, gap, className }: ButtonRowProps) {
  return <div className={cn(rowClasses({ align, gap }), className)}>{children}</div>;
}
