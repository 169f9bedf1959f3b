import type {
  ApiCall,
  Association,
  ColumnFormat,
  EntityFile,
  Field,
  FieldUi,
  Filter as FilterFile,
  FormVariant as FormVariantFile,
  Label,
  MenuEntry as MenuEntryFile,
  MessageOverrides,
  Permissions as PermissionsFile,
  Profile,
  RowAction,
  Storage as StorageFile,
} from './generated/entity-schema.ts';

export type {
  ApiCall,
  Association,
  Column as ColumnFile,
  ColumnFormat,
  EntityFile,
  Field,
  FieldUi,
  Label,
  Mask,
  MessageOverrides,
  Profile,
  Relation,
  RowAction,
  Widget,
} from './generated/entity-schema.ts';

// The types below are the *resolved* entity (resolve-entity.ts): the same parts as a schema file, with every
// convention filled in, so nothing downstream re-derives a default. They are derived from the file format's
// generated types, never written twice.

/** Every API call an entity may declare. */
export type ApiActionName =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'activate'
  | 'inactivate'
  | 'all'
  | 'select'
  | 'link'
  | 'unlink';

/** An action a profile may be allowed to perform on an entity. */
export type EntityAction = keyof PermissionsFile;

/** Per action, the profiles allowed; an action nobody may do is an empty list. */
export type Permissions = Record<EntityAction, Profile[]>;

/** The form variants an entity may declare. */
export type FormVariantName = 'create' | 'edit';

/** A form variant with its title, and a display hint (at least the widget) for every field it shows. */
export interface FormVariant extends Omit<FormVariantFile, 'title' | 'ui' | 'sameAs' | 'fieldProfiles'> {
  title: string;
  ui: Record<string, FieldUi & { widget: NonNullable<FieldUi['widget']> }>;
  sameAs: Record<string, string>;
  fieldProfiles: Record<string, Profile[]>;
}

export interface Forms {
  mode: 'page' | 'modal';
  /** Said while a required field is empty (a dialog's disabled Salvar explains itself with it). */
  requiredMessage?: string;
  create?: FormVariant;
  edit?: FormVariant;
  /** A bespoke dialog the portal registers under this name shows create, edit and view (`forms.component`). */
  component?: string;
}

export interface Column {
  field: string;
  /** Fields shown after `field`, joined with a space (Nome = firstName + lastName); empty for most columns. */
  join: string[];
  label: string;
  format: ColumnFormat;
  sortable: boolean;
  /**
   * The decimals a percent or number column shows, screen and spreadsheet alike: its field's exact `decimals`,
   * else FORMAT_DECIMALS of the format (a percent reading one, a number none).
   */
  decimals?: number;
  /** A cell the portal registers by this name (`cellComponents`), instead of the format's. */
  cell?: string;
  /** What an empty value means in this column ('Todos os clientes'), shown instead of the missing value's dash. */
  whenEmpty?: string;
}

export type FilterInput = NonNullable<FilterFile['input']>;

export interface Filter extends Omit<
  FilterFile,
  'param' | 'label' | 'match' | 'input' | 'join' | 'hidden' | 'multiple'
> {
  param: string;
  /** Accepted by the API and the URL, not shown in the filter panel. */
  hidden: boolean;
  label: string;
  match: NonNullable<FilterFile['match']>;
  input: FilterInput;
  /** Fields searched together with `field`, each word of the value in any of them; empty for most filters. */
  join: string[];
  /** Several of the field's options at once, held as "2,3" (`filterValues`); present only when true. */
  multiple?: true;
}

/** The parent record a list belongs to, named by the portal URL (`list.parent`). */
export type ListParent = NonNullable<NonNullable<EntityFile['list']>['parent']>;

export interface List {
  title: string;
  parent?: ListParent;
  columns: Column[];
  filters: Filter[];
  filterButton: NonNullable<NonNullable<EntityFile['list']>['filterButton']>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Named orders the user picks from (`list.orders`), with the select's label resolved. */
  orders?: ListOrders;
  rowActions: ResolvedRowAction[];
}

/**
 * A row action with what it needs filled: the permission that shows it (its kind's, or for a link the declared
 * one, `list` by default) and the icon a link draws (`list` by default; the other kinds draw their own).
 */
export type ResolvedRowAction = Omit<RowAction, 'permission' | 'icon'> & {
  permission: NonNullable<RowAction['permission']>;
  icon: NonNullable<RowAction['icon']>;
};

/** Named orders of a list (`list.orders`): each option a field and a direction, sent under `param`. */
export type ListOrders = Required<NonNullable<NonNullable<EntityFile['list']>['orders']>>;

export type EntityMessages = Required<Omit<MessageOverrides, 'family'>>;

/** A named family of failure texts a schema opts into (`messages.family`). */
export type MessageFamily = NonNullable<MessageOverrides['family']>;

/** How a list call names its order (`api.sortParams` resolved). */
export interface SortParams {
  field: string;
  direction: string;
  /** The API's spelling of each sortable field (identity unless declared). */
  fieldValues: Record<string, string>;
  directionValues: { asc: string; desc: string };
  /** Whether the portal sends the default order too: true when the schema spells the parameters itself. */
  sendDefault: boolean;
}

export interface Api {
  basePath: string;
  pageParam: string;
  /** The short list offers this field's distinct values instead of records (`api.shortListValues`). */
  shortListValues?: string;
  sortParams: SortParams;
  actions: Partial<Record<ApiActionName, ApiCall>>;
  /** The API's details extension that keeps the record's nested parts (`api.details`). */
  details?: string;
  /** The API's record guard that may refuse an update or delete by the record's state (`api.guard`). */
  guard?: string;
  /** The API's write hook, run inside the transaction of every generic write of a record (`api.afterWrite`). */
  afterWrite?: string;
  /** Every write of a record is an audit event (`api.audit`; accounts by convention). */
  audit: boolean;
}

export interface Routes {
  list: string;
  create?: string;
  edit?: string;
  /** The portal's bespoke pages registered under this name serve these routes (`routes.component`). */
  component?: string;
}

export type MenuEntry = Required<MenuEntryFile>;

/** Ranges active records of one group may not share (`storage.noOverlap`), with its message resolved. */
export type NoOverlap = Required<NonNullable<StorageFile['noOverlap']>>;

/** Sign-in accounts of one profile, kept in the identity users table (`storage.accounts`). */
export interface AccountStorage {
  profile: Profile;
}

/** A read-only field computed from another table when a record is read (`storage.joins`). */
export type StorageJoin = NonNullable<NonNullable<EntityFile['storage']>['joins']>[string];
/** Record counts kept beside an entity's table for its list (`storage.counts`). */
export interface Counts {
  /** The date-time field counted by hour and by São Paulo day. */
  time: string;
  /** The fields whose values the day counts keep apart. */
  by: string[];
  /** Records per hour of `time`: `<table>_counts_by_hour`. */
  hourTable: string;
  /** Each combination of the `by` fields' values the records hold, with an id: `<table>_count_groups`. */
  groupTable: string;
  /** Records per São Paulo day of `time` and group of values: `<table>_counts_by_day`. */
  dayTable: string;
}

/** A table split by São Paulo month of a date-time field (`storage.partitions`). */
export interface Partitions {
  /** The date-time field whose São Paulo month places a record. */
  by: string;
  /** Months after the current one whose partitions are kept ready. */
  monthsAhead: number;
  /** Where records of a month without a partition wait for one: `<table>_default`. */
  defaultTable: string;
}

export interface Storage {
  table: string;
  columns: Record<string, string>;
  /** Fields unique on their own. */
  unique: string[];
  /** Combinations of fields unique together (an association's parent and child). */
  uniqueTogether: string[][];
  /** Fields indexed alone, or lists of fields indexed together in that order. */
  indexes: Array<string | string[]>;
  /** Write-only fields kept only as their hash, by the column that holds it. */
  secrets: Record<string, string>;
  joins: Record<string, StorageJoin>;
  /** Present when the records are sign-in accounts: the table is the identity users table. */
  accounts?: AccountStorage;
  /** Present when the list reads its totals from counts kept beside the table. */
  counts?: Counts;
  /** Present when the table is partitioned by month. */
  partitions?: Partitions;
  noOverlap?: NoOverlap;
}

/** One variant of an entity (`variants.items[]`) resolved: its create route, call and form, its columns and filters. */
export interface EntityVariant {
  value: string | number;
  key: string;
  label: string;
  routes: { create?: string };
  api: { create?: ApiCall };
  forms: { create?: FormVariant };
  columns: Column[];
  filters: Filter[];
}

/** The kinds of an entity told apart by a discriminator field, each a tab of the list (`variants`). */
export interface EntityVariants {
  field: string;
  urlParam: string;
  items: EntityVariant[];
}

/** The variant a view of an entity is narrowed to (`variantView`): its discriminator's field, value and key. */
export interface VariantChoice {
  field: string;
  value: string | number;
  key: string;
}

/** One relation followed from a record towards its client: the field and the entity it points at. */
export interface TenantStep {
  field: string;
  entity: string;
}

/**
 * Which client a record belongs to (`tenant` resolved): none (a shared catalogue), the client itself (the
 * tenant root), or the client reached by following `via`'s relations, the last of which points at the root.
 */
export type Tenancy = { kind: 'shared' } | { kind: 'root' } | { kind: 'client'; via: TenantStep[] };

/** An entity as the engine, the API and the generators read it: a schema file with its conventions resolved. */
export interface EntitySchema {
  id: string;
  label: Label;
  displayField: string;
  /** Fields written after the display field where a record is named (`displayJoin`); usually empty. */
  displayJoin: string[];
  /** What joins the display field and `displayJoin` (a space unless the file says otherwise). */
  displaySeparator: string;
  /** How people name a record where the display name is an id (`recordName`): a template over its fields. */
  recordName?: string;
  fields: Record<string, Field>;
  forms: Forms;
  list: List;
  permissions: Permissions;
  messages: EntityMessages;
  api: Api;
  routes: Routes;
  menu?: MenuEntry;
  storage: Storage;
  /** The records link a parent (`list.parent`) to a child entity. */
  association?: Association;
  /** Which client a record belongs to, which confines a Manager to their own client's records. */
  tenant: Tenancy;
  variants?: EntityVariants;
  /** Set only on the view of one variant (`variantView`): its creates and lists carry this value. */
  narrowedTo?: VariantChoice;
}

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

/**
 * What the portal's shell needs of an entity before its route opens: menu, routes, permissions, its short-list
 * call (for the relation selects of other entities) and a loader of the whole schema. The generated index holds
 * one per entity, so the login and shell chunks do not grow with the number of entities.
 */
/** How a record's name is written when its display field is a code: a plate, a CPF or a CNPJ. */
export type DisplayFormat = 'plate' | 'cpf' | 'cnpj';

export interface EntitySummary extends Pick<
  EntitySchema,
  'id' | 'label' | 'routes' | 'menu' | 'permissions'
> {
  forms: { mode: Forms['mode']; create: boolean; edit: boolean };
  api: Pick<Api, 'basePath' | 'pageParam'> & { actions: Pick<Api['actions'], 'all'> };
  /** The create page of each variant that has one. */
  variants?: Array<{ key: string; routes: { create?: string } }>;
  /** Whether the records are the tenants (clients), shared, or of a client: a relation to the root is one's client. */
  tenant: Tenancy['kind'];
  /** How its records' names are written (a plate, a CPF, a CNPJ) in selects; absent for plain text. */
  displayFormat?: DisplayFormat;
  /** What a select says when this entity's short list could not load. */
  messages: Pick<EntityMessages, 'shortListFailed'>;
  load: () => Promise<EntitySchema>;
}

/** An item of a short list (`all`): what a select offers, `text` from the entity's display field. */
export interface ShortListItem {
  key: number | string;
  value: number | string;
  text: string;
}
