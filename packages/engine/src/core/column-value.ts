import type { Column } from './types.ts';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What a list cell shows of a record: the column's field, or, for a column with `join`, the non-empty values
 * of its fields joined with a space ('' when all are empty).
 *
 * @example columnValue({ field: 'firstName', join: ['lastName'] }, { firstName: 'Ana', lastName: 'Lima' }) // 'Ana Lima'
 */
export function columnValue(
  column: Pick<Column, 'field' | 'join'>,
  record: Record<string, unknown>,
): unknown {
  if (column.join.length === 0) return record[column.field];
  return [column.field, ...column.join]
    .map((name) => record[name])
    .filter((value) => !isEmpty(value))
    .map(String)
    .join(' ');
}
