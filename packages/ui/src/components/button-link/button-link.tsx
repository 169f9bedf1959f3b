import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonProps } from '../button';

type ButtonVariant = NonNullable<ButtonProps['variant']>;
type ButtonSize = NonNullable<ButtonProps['size']>;

export type ButtonLinkProps = ComponentProps<'a'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A link that looks like a Button, for navigation ("Voltar", "Novo"): Enter follows it, as with any link.
 * Actions that do something rather than go somewhere are Buttons.
 *
 * @example <ButtonLink href="/backoffice/clients/create/">Novo</ButtonLink>
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}
