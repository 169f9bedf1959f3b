import { actionRefusal, canDoProgrammingAction, type ProgrammingAction } from '@frota/domain';
import { RouterLink } from '@frota/engine/react';
import {
  BanIcon,
  CheckIcon,
  PencilIcon,
  PlayIcon,
  RowActions,
  TrashIcon,
  type RowActionItem,
} from '@frota/ui';
import type { ProgrammingRow } from './programming-row.ts';

/** The actions that change a programming's status (the list asks for delete itself). */
export type StatusActionKind = Extract<ProgrammingAction, 'start' | 'complete' | 'cancel'>;
export type RowActionKind = StatusActionKind | 'delete';

interface RowActionsProps {
  row: ProgrammingRow;
  /** The edit page of this row, when the profile may edit. */
  editHref: string | undefined;
  canDelete: boolean;
  onAction: (kind: RowActionKind, row: ProgrammingRow) => void;
}

const STATUS_ACTIONS = [
  { kind: 'start', label: 'Iniciar', icon: <PlayIcon /> },
  { kind: 'complete', label: 'Concluir', icon: <CheckIcon /> },
  { kind: 'cancel', label: 'Cancelar', icon: <BanIcon /> },
] as const;

/**
 * A programming's actions (spec 02 §4), named with its number: Editar and the trip's next step inline (Iniciar,
 * or Concluir once it has started), the other status actions and Apagar in Mais ações. One its status refuses
 * stays in its place, greyed, with the reason.
 */
export function ProgrammingRowActions({ row, editHref, canDelete, onAction }: RowActionsProps) {
  const reason = (action: ProgrammingAction) =>
    canDoProgrammingAction(action, row.status) ? undefined : actionRefusal(action, row.status);
  const status = STATUS_ACTIONS.map(({ kind, label, icon }): RowActionItem => ({
    label,
    icon,
    disabledReason: reason(kind),
    onSelect: () => onAction(kind, row),
  }));
  // The next step: Iniciar while it may start, Concluir once it may complete; Iniciar (greyed) when neither.
  const next = reason('start') === undefined || reason('complete') !== undefined ? 0 : 1;
  const actions: RowActionItem[] = [
    ...(editHref
      ? [{ label: 'Editar', icon: <PencilIcon />, href: editHref, disabledReason: reason('edit') }]
      : []),
    status[next]!,
    ...status.filter((_, index) => index !== next),
    ...(canDelete
      ? [
          {
            label: 'Apagar',
            icon: <TrashIcon />,
            variant: 'danger' as const,
            disabledReason: reason('delete'),
            onSelect: () => onAction('delete', row),
          },
        ]
      : []),
  ];
  return <RowActions name={`programação #${row.id}`} actions={actions} linkComponent={RouterLink} />;
}
