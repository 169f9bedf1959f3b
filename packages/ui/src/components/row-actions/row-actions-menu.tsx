import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cn } from '../../lib/cn';
import { iconButtonClasses } from '../icon-button';
import { MoreIcon } from '../icons/menu-icons';
import { optionsPanelClasses } from '../select/control';
import type { RowActionItem, RowActionLink } from './row-action';

// RowActions' "Mais ações" menu: a chunk of its own, loaded when the first row with a menu shows.

const itemClasses = (variant: RowActionItem['variant']) =>
  cn(
    'flex w-full cursor-default items-start gap-2 px-3 py-2 text-left select-none [&_svg]:mt-0.5 [&_svg]:size-4',
    variant === 'danger' ? 'text-danger-700' : 'text-fg-strong',
    'data-focus:bg-accent-soft data-disabled:cursor-not-allowed data-disabled:text-fg-subtle',
  );

export default function RowActionsMenu({
  label,
  actions,
  linkComponent,
}: {
  label: string;
  actions: readonly RowActionItem[];
  linkComponent: RowActionLink;
}) {
  return (
    <Menu>
      <MenuButton className={iconButtonClasses()} aria-label={label} title={label}>
        <MoreIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" modal={false} className={cn(optionsPanelClasses, 'min-w-48')}>
        {actions.map((action) => (
          <Item key={action.label} action={action} linkComponent={linkComponent} />
        ))}
      </MenuItems>
    </Menu>
  );
}

function Item({ action, linkComponent }: { action: RowActionItem; linkComponent: RowActionLink }) {
  // The item is named by all its text, a refused one by its verb and its reason ("Iniciar Não é possível…"): a
  // name that leaves out visible text misleads speech input (axe's label-content-name-mismatch).
  const content = (
    <>
      {action.icon}
      <span>
        {action.label}
        {action.disabledReason && (
          <span className="block text-xs text-fg-muted">{action.disabledReason}</span>
        )}
      </span>
    </>
  );
  const className = itemClasses(action.variant);
  if (action.disabledReason)
    return (
      <MenuItem as="div" disabled className={className}>
        {content}
      </MenuItem>
    );
  if (action.href)
    return (
      // Typed as the anchor it renders: Headless UI cannot infer props from a union of element types.
      <MenuItem as={linkComponent as 'a'} href={action.href} className={className}>
        {content}
      </MenuItem>
    );
  return (
    <MenuItem as="button" type="button" onClick={action.onSelect} className={className}>
      {content}
    </MenuItem>
  );
}
