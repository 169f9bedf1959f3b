import type { ComponentType } from 'react';
import {
  CoinsIcon,
  EyeIcon,
  ListIcon,
  PencilIcon,
  PowerIcon,
  TrashIcon,
  UnlinkIcon,
  UsersIcon,
  type RowActionItem,
} from '@frota/ui';
import { editPath, interpolatePath, IS_ACTIVE_FIELD } from '../../core/index.ts';
import { recordLabel } from '../shared/record-label.ts';
import type { RowActionKind, RowActionProps } from '../shared/theme-types.ts';

function editAction({ entity, record, onEdit }: RowActionProps): RowActionItem | null {
  if (entity.forms.mode === 'modal')
    return { label: 'Editar', icon: <PencilIcon />, onSelect: () => onEdit(record) };
  const to = editPath(entity, record.id);
  return to ? { label: 'Editar', icon: <PencilIcon />, href: to } : null;
}

const viewAction = ({ record, onView }: RowActionProps): RowActionItem => ({
  label: 'Visualizar',
  icon: <EyeIcon />,
  onSelect: () => onView(record),
});

const deleteAction = ({ record, onDelete }: RowActionProps): RowActionItem => ({
  label: 'Apagar',
  icon: <TrashIcon />,
  variant: 'danger',
  onSelect: () => onDelete(record),
});

const toggleAction = ({ record, onToggle }: RowActionProps): RowActionItem => ({
  label: record[IS_ACTIVE_FIELD] === true ? 'Desativar' : 'Ativar',
  icon: <PowerIcon />,
  onSelect: () => onToggle(record),
});

const unlinkAction = ({ record, onUnlink }: RowActionProps): RowActionItem => ({
  label: 'Desvincular',
  icon: <UnlinkIcon />,
  variant: 'danger',
  onSelect: () => onUnlink(record),
});

const linkIcons = {
  users: UsersIcon,
  list: ListIcon,
  coins: CoinsIcon,
  eye: EyeIcon,
} as const satisfies Record<RowActionProps['action']['icon'], ComponentType>;

function linkAction({ entity, record, action }: RowActionProps): RowActionItem | null {
  if (!action.to) return null;
  const Icon = linkIcons[action.icon];
  const label = action.label ?? '';
  return {
    label,
    icon: <Icon />,
    href: interpolatePath(action.to, record),
    accessibleName: `${label} de ${recordLabel(entity, record)}`,
  };
}

/**
 * What each row action kind shows (its verb, icon and what it does) for one record, or null when it has nowhere
 * to go; RowActionsCell decides which are offered (the profile's permissions, the server's own refusals).
 */
export const defaultRowActions = {
  view: viewAction,
  edit: editAction,
  delete: deleteAction,
  toggle: toggleAction,
  link: linkAction,
  unlink: unlinkAction,
} satisfies Record<RowActionKind, (props: RowActionProps) => RowActionItem | null>;
