import { resolveColumn, type ColumnInput } from './conventions/column-conventions.ts';
import type { Column, EntitySchema } from './types.ts';

/**
 * A screen's own set of columns over an entity (a compact mode, a list beside a map): a field name reuses the
 * list's column of that field, with its label, format and cell, or else the field's defaults; an object is
 * resolved from its field like a column of the file.
 *
 * @example listColumns(programmings, ['status', { field: 'mainVehiclePlateName', label: 'Placa' }])
 */
export function listColumns(entity: EntitySchema, columns: readonly ColumnInput[]): Column[] {
  return columns.map((column) =>
    typeof column === 'string'
      ? (entity.list.columns.find((declared) => declared.field === column) ??
        resolveColumn(column, entity.fields))
      : resolveColumn(column, entity.fields),
  );
}
