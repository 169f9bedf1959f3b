import { lazy, Suspense } from 'react';
import { IconButton, iconButtonClasses } from '../icon-button';
import { ROW_ACTIONS_INLINE, type RowActionItem, type RowActionLink } from './row-action';

export { ROW_ACTIONS_INLINE, type RowActionItem, type RowActionLink } from './row-action';

// The menu's code (Headless UI's Menu) is a chunk of its own, fetched when the first row with a menu shows.
const RowActionsMenu = lazy(() => import('./row-actions-menu'));

export interface RowActionsProps {
  /** The row's name, after each inline action's verb and after "Mais ações": 'Apagar Terminal Santos'. */
  name: string;
  /** The row's actions, the most used first: the first two show as icon buttons, the rest in Mais ações. */
  actions: readonly RowActionItem[];
  /** What renders an action with `href`: 'a' by default, the router's link in the portal. */
  linkComponent?: RowActionLink;
}

/**
 * A table row's actions: up to two icon buttons, and when the row has more, a "Mais ações" menu (Headless UI
 * Menu) with the rest, so the Ações column keeps three slots at most and never wraps.
 *
 * **When to use.** In the last column of every list whose rows have actions. Order the actions by how often
 * they are used: the first two stay one click away. An action the row's state refuses stays in its place,
 * greyed, with the reason (in the menu, under its label), so the actions do not move from row to row.
 *
 * **Accessibility.** Inline actions are icon buttons named by their verb and the row ("Editar programação #12");
 * the menu button is "Mais ações programação #12" (`aria-haspopup="menu"`, `aria-expanded`), its items are
 * `menuitem`s named by their verb, a greyed one `aria-disabled` and named by its verb and reason. Arrow keys move in
 * the menu, Enter or Space choose, Esc closes it and gives the focus back to its button. The menu's code is a chunk
 * of its own, fetched when the first row with a menu shows.
 */
export function RowActions({ name, actions, linkComponent = 'a' }: RowActionsProps) {
  const rest = actions.slice(ROW_ACTIONS_INLINE);
  return (
    <div className="ml-auto flex w-max items-center justify-end gap-0.5">
      {actions.slice(0, ROW_ACTIONS_INLINE).map((action) => (
        <InlineAction key={action.label} action={action} name={name} linkComponent={linkComponent} />
      ))}
      {rest.length > 0 && (
        // The menu's slot stays empty while its code arrives (once, when the first list shows).
        <Suspense fallback={<span className="size-8" />}>
          <RowActionsMenu label={`Mais ações ${name}`} actions={rest} linkComponent={linkComponent} />
        </Suspense>
      )}
    </div>
  );
}

function InlineAction({
  action,
  name,
  linkComponent: Link,
}: {
  action: RowActionItem;
  name: string;
  linkComponent: RowActionLink;
}) {
  const label = action.accessibleName ?? `${action.label} ${name}`;
  if (action.href && !action.disabledReason)
    return (
      <Link
        href={action.href}
        className={iconButtonClasses({ variant: action.variant })}
        aria-label={label}
        title={label}
      >
        {action.icon}
      </Link>
    );
  return (
    <IconButton
      label={label}
      title={action.disabledReason ?? label}
      icon={action.icon}
      variant={action.variant}
      disabled={action.disabledReason !== undefined}
      onClick={action.onSelect}
    />
  );
}
