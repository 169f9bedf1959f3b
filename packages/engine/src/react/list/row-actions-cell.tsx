import { ButtonRow } from '@frota/ui';
import type { EntityRecord } from '../../core/index.ts';
import { useListTheme } from './use-list-theme.ts';
import { lookupKind } from '../shared/lookup.ts';
import { useListContext } from './list-context.tsx';

/** The row's declared actions, in schema order; each action hides itself when not allowed. */
export function RowActionsCell({ record }: { record: EntityRecord }) {
  const { entity, askDelete, askToggle, askUnlink, openEdit, openView } = useListContext();
  const theme = useListTheme();
  return (
    <ButtonRow align="end" gap="tight" wrap={false}>
      {entity.list.rowActions.map((action, index) => {
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
