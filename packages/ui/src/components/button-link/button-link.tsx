import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonProps } from '../button';

type ButtonVariant = NonNullable<ButtonProps['variant']>;
type ButtonSize = NonNullable<ButtonProps['size']>;

export type ButtonLinkProps = ComponentProps<'a'> & {
  /**
   * The Button variant it looks like: primary for the page's main way forward (Novo), basic for a way back
   * (Voltar), danger for a link to something urgent, ghost for a quiet one. Default primary.
   */
  variant?: ButtonVariant;
  /** md (default) beside forms and in page headers; sm in the top bar, toolbars and table rows, as for Button. */
  size?: ButtonSize;
};

/**
 * A link that looks like a Button, for navigation ("Voltar", "Novo").
 *
 * **When to use.** When a button-looking control goes to another page or address. Actions that do something
 * rather than go somewhere (save, delete, open a dialog) are `Button`s. For a route of the portal, give the
 * router's `Link` `buttonClasses` instead (see the Router link story): this package does not import the router.
 *
 * **Accessibility.** A native `<a href>`: role link, its text is its accessible name, Tab reaches it and Enter
 * follows it (Space does not, as with any link). A screen reader says "link", not "button", so the user knows it
 * navigates. The focus ring shows on keyboard focus only. Always give it an `href`.
 *
 * @example <ButtonLink href="/backoffice/clients/create/">Novo</ButtonLink>
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}
