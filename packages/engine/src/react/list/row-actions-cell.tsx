import { RowActions, type RowActionItem } from '@frota/ui';
import { can, refusedRowAction, type EntityRecord } from '../../core/index.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { lookupKind } from '../shared/lookup.ts';
import { recordLabel } from '../shared/record-label.ts';
import { RouterLink } from '../shared/router-link.tsx';
import { useListContext } from './list-context.tsx';
import { useListTheme } from './use-list-theme.ts';

/**
 * The row's declared actions in schema order (the first two inline, the rest in Mais ações): only those the
 * profile may use, and none the server would refuse the signed-in user on this record (their own account's
 * delete and deactivate).
 */
export function RowActionsCell({ record }: { record: EntityRecord }) {
  const { entity, askDelete, askToggle, askUnlink, openEdit, openView } = useListContext();
  const theme = useListTheme();
  const { profile, userId } = useEngine();
  const actions = entity.list.rowActions.flatMap((action, index): RowActionItem[] => {
    if (!can({ action: action.permission, entity, profile }).can) return [];
    if (refusedRowAction(entity, action.kind, record, userId)) return [];
    const describe = lookupKind(
      theme.rowActions,
      action.kind,
      `${entity.id}.json: /list/rowActions/${index}/kind`,
    );
    const item = describe({
      action,
      record,
      entity,
      onDelete: askDelete,
      onToggle: askToggle,
      onUnlink: askUnlink,
      onEdit: openEdit,
      onView: openView,
    });
    return item ? [item] : [];
  });
  return <RowActions name={recordLabel(entity, record)} actions={actions} linkComponent={RouterLink} />;
}
