import { ButtonRow } from '@frota/ui';
import { refusedRowAction, type EntityRecord } from '../../core/index.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { useListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { useListContext } from './list-context.tsx';

/**
 * The row's declared actions, in schema order; each action hides itself when not allowed, and none is offered
 * that the server would refuse the signed-in user on this record (their own account's delete and deactivate).
 */
export function RowActionsCell({ record }: { record: EntityRecord }) {
  const { entity, askDelete, askToggle, askUnlink, openEdit, openView } = useListContext();
  const theme = useListTheme();
  const { userId } = useEngine();
  return (
    <ButtonRow align="end" gap="tight" wrap={false}>
      {entity.list.rowActions.map((action, index) => {
        if (refusedRowAction(entity, action.kind, record, userId)) return null;
        const Action = lookupKind(
          theme.rowActions,
          action.kind,
          `${entity.id}.json: /list/rowActions/${index}/kind`,
        );
        return (
          <Action
            key={index}
            action={action}
            record={record}
            entity={entity}
            onDelete={askDelete}
            onToggle={askToggle}
            onUnlink={askUnlink}
            onEdit={openEdit}
            onView={openView}
          />
        );
      })}
    </ButtonRow>
  );
}
