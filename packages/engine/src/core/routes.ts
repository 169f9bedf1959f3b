import type { EntitySchema } from './types.ts';

/** Fills {field} placeholders of a link template with a record's values. */
export function interpolatePath(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(record[key] ?? '')));
}

/** The portal path of a record's edit page, or undefined when the entity has none. */
export function editPath(entity: EntitySchema, id: number | string): string | undefined {
  return entity.routes.edit?.replace(':id', encodeURIComponent(String(id)));
}

/** What names one record to a person: its display field, else its id. */
export function recordDisplayName(entity: EntitySchema, record: Record<string, unknown>): string {
  return String(record[entity.displayField ?? 'id'] ?? record['id'] ?? '');
}
