import { actionRefusal, canDoProgrammingAction, type ProgrammingAction } from '@frota/domain';
import { Link } from 'react-router-dom';
import {
  BanIcon,
  CheckIcon,
  IconButton,
  iconButtonClasses,
  PencilIcon,
  PlayIcon,
  TrashIcon,
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

const BUTTONS = [
  { kind: 'start', label: 'Iniciar', icon: <PlayIcon /> },
  { kind: 'complete', label: 'Concluir', icon: <CheckIcon /> },
  { kind: 'cancel', label: 'Cancelar', icon: <BanIcon /> },
] as const;

/**
 * A programming's actions, each allowed or greyed out by its status (spec 02 §4), with the reason as its
 * tooltip and description: Iniciar, Concluir, Cancelar, Editar and Apagar, named with the programming's number.
 */
export function ProgrammingRowActions({ row, editHref, canDelete, onAction }: RowActionsProps) {
  const name = `programação #${row.id}`;
  const allowed = (action: ProgrammingAction) => canDoProgrammingAction(action, row.status);
  const reason = (action: ProgrammingAction) =>
    allowed(action) ? undefined : actionRefusal(action, row.status);
  return (
    // Two a row: five in a line would push the column out of a laptop screen.
    <div className="ml-auto grid w-max grid-cols-2 gap-0.5">
      {BUTTONS.map(({ kind, label, icon }) => (
        <IconButton
          key={kind}
          size="sm"
          label={`${label} ${name}`}
          title={reason(kind) ?? `${label} ${name}`}
          icon={icon}
          disabled={!allowed(kind)}
          onClick={() => onAction(kind, row)}
        />
      ))}
      {editHref &&
        (allowed('edit') ? (
          <Link
            to={editHref}
            aria-label={`Editar ${name}`}
            title={`Editar ${name}`}
            className={iconButtonClasses({ size: 'sm' })}
          >
            <PencilIcon />
          </Link>
        ) : (
          <IconButton
            size="sm"
            label={`Editar ${name}`}
            title={reason('edit')}
            icon={<PencilIcon />}
            disabled
          />
        ))}
      {canDelete && (
        <IconButton
          size="sm"
          variant="danger"
          label={`Apagar ${name}`}
          title={reason('delete') ?? `Apagar ${name}`}
          icon={<TrashIcon />}
          disabled={!allowed('delete')}
          onClick={() => onAction('delete', row)}
        />
      )}
    </div>
  );
}
