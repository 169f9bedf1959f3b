import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  CoinsIcon,
  IconButton,
  ListIcon,
  PencilIcon,
  PowerIcon,
  TrashIcon,
  UsersIcon,
  UnlinkIcon,
  EyeIcon,
  iconButtonClasses,
} from '@frota/ui';
import { editPath, interpolatePath, IS_ACTIVE_FIELD } from '../../core/index.ts';
import { recordLabel } from '../shared/record-label.ts';
import { useCan } from '../shared/use-can.ts';
import type { RowActionKind, RowActionProps } from '../shared/theme-types.ts';

const recordName = ({ entity, record }: Pick<RowActionProps, 'entity' | 'record'>) =>
  recordLabel(entity, record);

function EditAction({ entity, record, action, onEdit }: RowActionProps) {
  const allowed = useCan(entity, action.permission);
  const to = editPath(entity, record.id);
  if (!allowed) return null;
  if (entity.forms.mode === 'modal')
    return (
      <IconButton
        label={`Editar ${recordName({ entity, record })}`}
        icon={<PencilIcon />}
        onClick={() => onEdit(record)}
      />
    );
  if (!to) return null;
  return (
    <Link
      to={to}
      className={iconButtonClasses()}
      aria-label={`Editar ${recordName({ entity, record })}`}
      title="Editar"
    >
      <PencilIcon />
    </Link>
  );
}

function ViewAction({ entity, record, action, onView }: RowActionProps) {
  if (!useCan(entity, action.permission)) return null;
  return (
    <IconButton
      label={`Visualizar ${recordName({ entity, record })}`}
      icon={<EyeIcon />}
      onClick={() => onView(record)}
    />
  );
}

function DeleteAction({ entity, record, action, onDelete }: RowActionProps) {
  if (!useCan(entity, action.permission)) return null;
  return (
    <IconButton
      variant="danger"
      label={`Apagar ${recordName({ entity, record })}`}
      icon={<TrashIcon />}
      onClick={() => onDelete(record)}
    />
  );
}

function ToggleAction({ entity, record, action, onToggle }: RowActionProps) {
  if (!useCan(entity, action.permission)) return null;
  const verb = record[IS_ACTIVE_FIELD] === true ? 'Desativar' : 'Ativar';
  return (
    <IconButton
      label={`${verb} ${recordName({ entity, record })}`}
      icon={<PowerIcon />}
      onClick={() => onToggle(record)}
    />
  );
}

function UnlinkAction({ entity, record, action, onUnlink }: RowActionProps) {
  if (!useCan(entity, action.permission)) return null;
  return (
    <IconButton
      variant="danger"
      label={`Desvincular ${recordName({ entity, record })}`}
      icon={<UnlinkIcon />}
      onClick={() => onUnlink(record)}
    />
  );
}

const linkIcons = {
  users: UsersIcon,
  list: ListIcon,
  coins: CoinsIcon,
  eye: EyeIcon,
} as const satisfies Record<RowActionProps['action']['icon'], ComponentType>;

function LinkAction({ entity, record, action }: RowActionProps) {
  const allowed = useCan(entity, action.permission);
  if (!allowed || !action.to) return null;
  const Icon = linkIcons[action.icon];
  return (
    <Link
      to={interpolatePath(action.to, record)}
      className={iconButtonClasses()}
      aria-label={`${action.label ?? ''} de ${recordName({ entity, record })}`}
      title={action.label}
    >
      <Icon />
    </Link>
  );
}

/** The default component of every row action kind; each hides itself when the profile may not use it. */
export const defaultRowActions = {
  view: ViewAction,
  edit: EditAction,
  delete: DeleteAction,
  toggle: ToggleAction,
  link: LinkAction,
  unlink: UnlinkAction,
} satisfies Record<RowActionKind, ComponentType<RowActionProps>>;
