import type { ComponentProps, ComponentType, ReactNode } from 'react';

/** One action of a table row, as RowActions shows it: inline as an icon button, or as an item of Mais ações. */
export interface RowActionItem {
  /** The verb, the menu item's text: 'Editar', 'Apagar', 'Iniciar'. Inline, the row's name follows it. */
  label: string;
  /** The icon, such as `<PencilIcon />`: alone inline, beside the label in the menu. */
  icon: ReactNode;
  /** Runs the action (opens its confirmation, its dialog). An action has `onSelect` or `href`. */
  onSelect?: (() => void) | undefined;
  /** Where the action goes, for one that opens a page (rendered with `linkComponent`). */
  href?: string | undefined;
  /** danger for a destructive action (Apagar, Desvincular): red inline and in the menu. */
  variant?: 'ghost' | 'danger' | undefined;
  /**
   * Why the action cannot be used on this row ('Não é possível iniciar uma programação Concluída.'): it shows
   * greyed, with the reason as its tooltip inline and under its label in the menu.
   */
  disabledReason?: string | undefined;
  /** The inline button's accessible name when "label name" does not read well ('Motoristas de Transportes Sul'). */
  accessibleName?: string | undefined;
}

/**
 * What renders a link: 'a' by default, or the router's link adapted to take `href` (the package cannot import the
 * router). It receives `href`, `className`, `aria-label`, `title` and its children, and must pass other props
 * and `ref` on to its anchor (Headless UI gives a menu item its role and handlers that way).
 */
export type RowActionLink = 'a' | ComponentType<ComponentProps<'a'> & { href: string }>;

/** How many actions a row shows inline when it has more than that many (the rest go in Mais ações). */
export const ROW_ACTIONS_INLINE = 2;
