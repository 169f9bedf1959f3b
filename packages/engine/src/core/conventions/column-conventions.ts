import { FORMAT_DECIMALS } from '@frota/domain/format';
import type { Column, EntityFile, Field } from '../types.ts';
import { defaultColumnFormat } from './field-conventions.ts';

/** A list column as a file (or a screen's own column set) gives it: a field name or `{ field, label, ... }`. */
export type ColumnInput = NonNullable<NonNullable<EntityFile['list']>['columns']>[number];

/** A field by name; an unknown name (reported by the reference checks with its JSON path) as plain text. */
export function fieldOf(fields: Record<string, Field>, name: string): Field {
  return fields[name] ?? { type: 'string', title: name };
}

/**
 * One list column with its label, format and decimals filled. Its own module: a screen resolving its own
 * columns in the browser (listColumns) loads this, not the whole resolver.
 */
export function resolveColumn(column: ColumnInput, fields: Record<string, Field>): Column {
  const spec = typeof column === 'string' ? { field: column } : column;
  const field = fieldOf(fields, spec.field);
  const resolved: Column = {
    field: spec.field,
    join: spec.join ?? [],
    label: spec.label ?? field.title,
    // A joined name is text, whatever its first field would imply.
    format: spec.format ?? (spec.join ? 'text' : defaultColumnFormat(spec.field, field)),
    sortable: spec.sortable ?? false,
  };
  // The list's cell and the Excel export both show this many: an exact decimal all its digits, a reading one.
  if (resolved.format === 'percent') resolved.decimals = field.decimals ?? FORMAT_DECIMALS.percent;
  if (resolved.format === 'number') resolved.decimals = field.type === 'number' ? (field.decimals ?? 0) : 0;
  if (spec.cell) resolved.cell = spec.cell;
  if (spec.whenEmpty) resolved.whenEmpty = spec.whenEmpty;
  return resolved;
}
