import type { ComponentType, ReactNode } from 'react';
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { RowActionItem } from '@frota/ui';
import type {
  ColumnFormat,
  EntityRecord,
  EntitySchema,
  Filter,
  List,
  ResolvedRowAction,
  RowAction,
  Widget,
} from '../../core/index.ts';

export type ColumnDefinition = List['columns'][number];

export interface CellProps {
  value: unknown;
  record: EntityRecord;
  column: ColumnDefinition;
  entity: EntitySchema;
}

/** A named cell (`list.columns[].cell`), registered by the portal through EngineProvider's `cellComponents`. */
export type CellComponent = ComponentType<CellProps>;

export type FilterInputKind = NonNullable<Filter['input']>;

export interface FilterInputProps {
  id: string;
  filter: Filter;
  value: string;
  onChange: (value: string) => void;
  /** The related entity's id when the filtered field is a relation (a select filter's options). */
  related?: string;
  /**
   * The list's entity and the panel's values, for a relation filter that depends on another filter (a plate of
   * the chosen client: `filterDependency`).
   */
  entity?: EntitySchema;
  values?: Readonly<Record<string, string>>;
  /** A select filter's options when the field lists them itself (`oneOf`), as text like every URL value. */
  options?: Array<{ value: string; label: string }>;
}

export interface RowActionProps {
  action: ResolvedRowAction;
  record: EntityRecord;
  entity: EntitySchema;
  /** Asks for confirmation, then deletes or toggles; provided by the list controller. */
  onDelete: (record: EntityRecord) => void;
  onToggle: (record: EntityRecord) => void;
  onUnlink: (record: EntityRecord) => void;
  /** Opens the edit form in a dialog (forms.mode "modal"). */
  onEdit: (record: EntityRecord) => void;
  /** Opens the record read-only in the entity's bespoke dialog (`forms.component`). */
  onView: (record: EntityRecord) => void;
}

export type RowActionKind = RowAction['kind'];

/**
 * Everything the generic pages render with, keyed by every kind the schema format knows; the portal may
 * override any entry. `satisfies Record<Kind, ...>` in the defaults makes a missing kind a compile error.
 */
export interface EngineTheme {
  cells: Record<ColumnFormat, (props: CellProps) => ReactNode>;
  filterInputs: Record<FilterInputKind, ComponentType<FilterInputProps>>;
  /** What each row action kind shows for a record (verb, icon, what it does), or null to leave it out. */
  rowActions: Record<RowActionKind, (props: RowActionProps) => RowActionItem | null>;
  widgets: Record<Widget, RegistryWidgetsType[string]>;
  templates: Partial<TemplatesType>;
}
