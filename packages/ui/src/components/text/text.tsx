import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const textClasses = cva('', {
  variants: {
    tone: { default: 'text-fg', muted: 'text-fg-muted' },
    size: { sm: 'text-sm', md: 'text-base' },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export type TextProps = ComponentProps<'p'> & {
  /** default: body text (role fg); muted: explanations under a heading and secondary notes (role fg-muted). */
  tone?: 'default' | 'muted';
  /** md (16 px): paragraphs on their own; sm (14 px): inside cards, dialogs and forms, beside 14 px controls. */
  size?: 'sm' | 'md';
};

/**
 * A paragraph in the product's type scale, in the body colour or a muted one.
 *
 * **When to use.** For running text: an explanation under a page heading, a dialog's message, a note in a card.
 * Use `Heading` for titles, a Field's `hint` for help under an input, and `ErrorBox` or a toast for errors.
 *
 * **Accessibility.** A native `<p>`, read as a paragraph. Both tones keep at least 4.5:1 contrast on white and
 * on the page's grey. Pass `role="status"` when the text changes to report a result, so it is announced.
 *
 * @example <Text tone="muted" size="sm">Informe seu e-mail para receber as instruções.</Text>
 */
export function Text({ tone, size, className, ...props }: TextProps) {
  return <p className={cn(textClasses({ tone, size }), className)} {...props} />;
}
