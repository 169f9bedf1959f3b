import type { DisplayFormat, EntitySchema } from './types.ts';

/**
 * The format of an entity's display field, which its names follow wherever they show (a select's options, a
 * button's accessible name), or undefined for plain text.
 *
 * @example displayFormatOf(vehiclePlates) // 'plate'
 */
export function displayFormatOf(
  entity: Pick<EntitySchema, 'fields' | 'displayField'>,
): DisplayFormat | undefined {
  const field = entity.fields[entity.displayField];
  if (field?.format === 'plate') return 'plate';
  return field?.checkDigits;
}
