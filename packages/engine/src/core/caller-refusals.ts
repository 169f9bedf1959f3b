import { IS_ACTIVE_FIELD } from './field-names.ts';
import type { EntityRecord, EntitySchema, RowAction } from './types.ts';

/** Taking a record out of use: deleting it, or deactivating it. */
export type Retirement = 'delete' | 'deactivate';

const OWN_ACCOUNT: Record<Retirement, string> = {
  delete: 'Você não pode excluir a sua própria conta.',
  deactivate: 'Você não pode desativar a sua própria conta.',
};

/**
 * Why the server refuses this retirement to the signed-in user, whatever their profile may do, or undefined: an
 * account (`storage.accounts`) never deletes nor deactivates itself. The API refuses with this text; the lists
 * do not offer what it would refuse (`refusedRowAction`). Rules that need more than the record and the caller
 * (the last active Admin) stay with the server alone.
 */
export function callerRefusal(
  entity: Pick<EntitySchema, 'storage'>,
  how: Retirement,
  record: Pick<EntityRecord, 'id'>,
  callerId: number | null | undefined,
): string | undefined {
  return ownAccount(entity, record, callerId) ? OWN_ACCOUNT[how] : undefined;
}

/** The rule itself, apart from its texts (which the browser, hiding the action, never loads). */
function ownAccount(
  entity: Pick<EntitySchema, 'storage'>,
  record: Pick<EntityRecord, 'id'>,
  callerId: number | null | undefined,
): boolean {
  return (
    Boolean(entity.storage.accounts) && callerId !== null && callerId !== undefined && record.id === callerId
  );
}

/**
 * Whether a row action is one the server would refuse the signed-in user on this record (`callerRefusal`):
 * delete, and a toggle that would deactivate. The row hides it instead of offering a certain refusal.
 *
 * @example refusedRowAction(backofficeUsers, 'delete', { id: 1, isActive: true }, 1) // true
 */
export function refusedRowAction(
  entity: Pick<EntitySchema, 'storage'>,
  kind: RowAction['kind'],
  record: EntityRecord,
  callerId: number | null | undefined,
): boolean {
  const how: Retirement | undefined =
    kind === 'delete'
      ? 'delete'
      : kind === 'toggle' && record[IS_ACTIVE_FIELD] === true
        ? 'deactivate'
        : undefined;
  return how !== undefined && ownAccount(entity, record, callerId);
}
