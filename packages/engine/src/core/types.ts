export type {
  EntitySchema,
  Field,
  FormVariant,
  FieldUi,
  List,
  Filter,
  RowAction,
  Permissions,
  MessageOverrides,
  Api,
  ApiCall,
  Routes,
  MenuEntry,
  Storage,
  Profile,
  ColumnFormat,
  Widget,
  Mask,
  Relation,
} from './generated/entity-schema.ts';
import type { EntitySchema, Permissions } from './generated/entity-schema.ts';

/** An action a profile may be allowed to perform on an entity. */
export type EntityAction = keyof Permissions;

/** The form variants an entity may declare. */
export type FormVariantName = 'create' | 'edit';

/** A call the API exposes for an entity. */
export type ApiActionName = keyof EntitySchema['api']['actions'];

/** A record as the API returns it: field values keyed by field name. */
export type EntityRecord = Record<string, unknown> & { id: number };

/** One page of a list, as every list call of our API returns it. */
export interface ListPage<T = EntityRecord> {
  itens: T[];
  totalPages: number;
  totalItems: number;
  page: number;
  perPage: number;
}
