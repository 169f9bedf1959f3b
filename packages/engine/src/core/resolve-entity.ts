import { resolveApiActions } from './conventions/api-conventions.ts';
import { fieldOf, resolveColumn } from './conventions/column-conventions.ts';
import {
  defaultFilterInput,
  resolveField,
  resolveFieldUi,
  withRelationNames,
} from './conventions/field-conventions.ts';
import { ACCOUNTS_TABLE, withAccountConventions } from './conventions/account-conventions.ts';
import { type EntityFiles, tenancyOf } from './conventions/tenancy-conventions.ts';
import { ACCOUNT_EMAIL_FIELD, ID_FIELD } from './field-names.ts';
import { resolveMessages } from './messages.ts';
import type {
  Column,
  EntityFile,
  EntitySchema,
  EntityVariant,
  EntityVariants,
  Field,
  Filter,
  FormVariant,
  Forms,
  List,
  Permissions,
  ResolvedRowAction,
  Routes,
  RowAction,
  Storage,
} from './types.ts';

/** A variant as written: edit leaves out what it inherits; only create may name an extension. */
type FileVariant = NonNullable<NonNullable<EntityFile['forms']>['edit']> & { extension?: string };

/** "business-units" → "businessUnits": the id of an entity as a TypeScript name. */
export const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** "engineLoadException" → "engine-load-exception": a variant key as a path segment. */
const kebabCase = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** "business-units" → "BusinessUnits". */
export const pascalCase = (id: string) => camelCase(id).replace(/^./, (c) => c.toUpperCase());

/** "clients" → "clients"; "business-units" → "business_units". */
export const snakeCase = (text: string) =>
  text
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();

/** Joins a route base and a tail with one slash: ("/a/", "create/") → "/a/create/". */
const joinRoute = (base: string, tail: string) => `${base.replace(/\/+$/, '')}/${tail}`;

/** The file as the entity's own calls see it: with variants, `forms.create` is theirs, not the entity's. */
function withoutSharedCreate(file: EntityFile): EntityFile {
  if (!file.variants || !file.forms?.create) return file;
  const { create: _shared, ...forms } = file.forms;
  return { ...file, forms };
}

/** The fields any form of the file shows: create, edit and each variant's create. */
function formFieldNames(file: EntityFile): Set<string> {
  const forms = [
    file.forms?.create,
    file.forms?.edit,
    ...(file.variants?.items ?? []).map((item) => item.forms?.create),
  ];
  return new Set(forms.flatMap((form) => form?.fields ?? []));
}

function resolveVariant(
  file: EntityFile,
  fields: Record<string, Field>,
  variant: FileVariant,
  title: string,
  inheritedUi: FileVariant['ui'] = {},
): FormVariant {
  const forms = file.forms ?? {};
  const fieldNames = variant.fields ?? [];
  const required = variant.required ?? [];
  const ui: FormVariant['ui'] = {};
  for (const name of fieldNames) {
    const requiredMessage =
      forms.requiredMessage && required.includes(name)
        ? { errorMessages: { required: forms.requiredMessage, minLength: forms.requiredMessage } }
        : undefined;
    // The list's parent is filled from the page's URL, never typed.
    const parentField = name === file.list?.parent?.field ? ({ widget: 'hidden' } as const) : undefined;
    ui[name] = resolveFieldUi(
      fieldOf(fields, name),
      parentField,
      requiredMessage,
      forms.ui?.[name],
      inheritedUi[name],
      variant.ui?.[name],
    );
  }
  return {
    title: variant.title ?? title,
    fields: fieldNames,
    required,
    ui,
    sameAs: variant.sameAs ?? {},
    fieldProfiles: variant.fieldProfiles ?? {},
    ...(variant.extension ? { extension: variant.extension } : {}),
  };
}

function resolveForms(file: EntityFile, fields: Record<string, Field>): Forms {
  const { singular, gender } = file.label;
  const forms: Forms = { mode: file.forms?.mode ?? 'page' };
  if (file.forms?.requiredMessage) forms.requiredMessage = file.forms.requiredMessage;
  if (file.forms?.component) forms.component = file.forms.component;
  const create = file.forms?.create;
  const edit = file.forms?.edit;
  // With variants, forms.create is the form the variants share (resolveEntityVariants), not one of the entity's.
  if (create && !file.variants)
    forms.create = resolveVariant(file, fields, create, `${gender === 'f' ? 'Nova' : 'Novo'} ${singular}`);
  if (edit) {
    // The edit variant inherits every key it leaves out from the create variant; its ui adds to create's.
    // An extension replaces create's submit only: edit never inherits it.
    const { title: _createTitle, ui: createUi, extension: _extension, ...createRest } = create ?? {};
    forms.edit = resolveVariant(file, fields, { ...createRest, ...edit }, `Editar ${singular}`, createUi);
  }
  return forms;
}

function resolveColumns(file: EntityFile, fields: Record<string, Field>): Column[] {
  return (file.list?.columns ?? []).map((column) => resolveColumn(column, fields));
}

function resolveSortParams(file: EntityFile): EntitySchema['api']['sortParams'] {
  const declared = file.api.sortParams;
  return {
    field: declared?.field ?? 'sort',
    direction: declared?.direction ?? 'order',
    fieldValues: declared?.fieldValues ?? {},
    directionValues: declared?.directionValues ?? { asc: 'asc', desc: 'desc' },
    sendDefault: declared !== undefined,
  };
}

/** The declared default order; else the first named order; else the newest id first. */
function resolveDefaultSort(file: EntityFile): List['defaultSort'] {
  const first = file.list?.orders?.options[0];
  return (
    file.list?.defaultSort ??
    (first ? { field: first.field, direction: first.direction } : { field: ID_FIELD, direction: 'desc' })
  );
}

function resolveFilters(file: EntityFile, fields: Record<string, Field>): Filter[] {
  return (file.list?.filters ?? []).map((filter) => {
    const field = fieldOf(fields, filter.field);
    const input = filter.input ?? (filter.join ? 'text' : defaultFilterInput(field));
    const resolved: Filter = {
      field: filter.field,
      join: filter.join ?? [],
      param: filter.param ?? filter.field,
      label: filter.label ?? field.title,
      match: filter.match ?? ((field.relation && !filter.join) || filter.multiple ? 'equals' : 'contains'),
      input,
      hidden: filter.hidden ?? false,
    };
    const placeholder = filter.placeholder ?? (input === 'digits' ? 'Somente números' : undefined);
    if (placeholder !== undefined) resolved.placeholder = placeholder;
    if (filter.multiple) resolved.multiple = true;
    return resolved;
  });
}

/** The permission each row action kind needs; a link says its own, else `list`. */
const ROW_ACTION_PERMISSION = {
  view: 'view',
  edit: 'edit',
  delete: 'delete',
  toggle: 'toggle',
  link: 'list',
  unlink: 'link',
} as const satisfies Record<RowAction['kind'], ResolvedRowAction['permission']>;

function resolveRowAction(action: RowAction): ResolvedRowAction {
  const permission = action.kind === 'link' ? action.permission : undefined;
  return {
    ...action,
    permission: permission ?? ROW_ACTION_PERMISSION[action.kind],
    icon: action.icon ?? 'list',
  };
}

function resolveRowActions(file: EntityFile, forms: Forms, api: EntitySchema['api']): ResolvedRowAction[] {
  if (file.list?.rowActions) return file.list.rowActions.map(resolveRowAction);
  const actions: RowAction[] = [];
  if (forms.edit && api.actions.update) actions.push({ kind: 'edit' });
  if (api.actions.activate && api.actions.inactivate) actions.push({ kind: 'toggle' });
  if (api.actions.delete) actions.push({ kind: 'delete' });
  return actions.map(resolveRowAction);
}

function resolveRoutes(file: EntityFile, forms: Forms): Routes {
  const declared = file.routes ?? {};
  const base = declared.base ?? declared.list ?? '';
  const routes: Routes = { list: declared.list ?? base };
  const pages = forms.mode === 'page';
  const create =
    declared.create ?? (pages && forms.create && declared.base ? joinRoute(base, 'create/') : undefined);
  const edit =
    declared.edit ?? (pages && forms.edit && declared.base ? joinRoute(base, 'edit/:id') : undefined);
  if (create) routes.create = create;
  if (edit) routes.edit = edit;
  if (declared.component) routes.component = declared.component;
  return routes;
}

function resolvePermissions(file: EntityFile): Permissions {
  const p = file.permissions;
  return {
    list: p.list,
    view: p.view ?? p.list,
    create: p.create,
    edit: p.edit,
    delete: p.delete,
    toggle: p.toggle ?? [],
    link: p.link ?? [],
    shortList: p.shortList ?? p.list,
  };
}

/** Months after the current one whose partitions are kept ready, when `storage.partitions` does not say. */
const DEFAULT_MONTHS_AHEAD = 3;

/** Where records live: the entity's own table, or, for accounts, the identity users table (e-mail unique). */
function resolveStorage(file: EntityFile): Storage {
  const declared = file.storage ?? {};
  const storage: Storage = {
    table: declared.accounts ? ACCOUNTS_TABLE : (declared.table ?? snakeCase(file.id)),
    columns: declared.columns ?? {},
    unique: declared.unique
      ? declared.unique.filter((entry): entry is string => typeof entry === 'string')
      : declared.accounts
        ? [ACCOUNT_EMAIL_FIELD]
        : [],
    uniqueTogether: (declared.unique ?? []).filter((entry): entry is string[] => Array.isArray(entry)),
    indexes: declared.indexes ?? [],
    secrets: declared.secrets ?? {},
    joins: declared.joins ?? {},
  };
  if (declared.accounts) storage.accounts = { profile: declared.accounts.profile };
  if (declared.noOverlap) {
    const { gender, singular } = file.label;
    const message = `Já existe ${gender === 'f' ? 'uma' : 'um'} ${singular.toLocaleLowerCase('pt-BR')} ${
      gender === 'f' ? 'ativa' : 'ativo'
    } neste intervalo ({from} a {to}).`;
    storage.noOverlap = { message, ...declared.noOverlap };
  }
  if (declared.counts)
    storage.counts = {
      time: declared.counts.time,
      by: declared.counts.by,
      hourTable: `${storage.table}_counts_by_hour`,
      groupTable: `${storage.table}_count_groups`,
      dayTable: `${storage.table}_counts_by_day`,
    };
  if (declared.partitions)
    storage.partitions = {
      by: declared.partitions.by,
      monthsAhead: declared.partitions.monthsAhead ?? DEFAULT_MONTHS_AHEAD,
      defaultTable: `${storage.table}_default`,
    };
  return storage;
}

/**
 * The variants of an entity (`variants`). Each variant's create form inherits every key it leaves out from
 * `forms.create`, the form the variants share (its `ui` adds to that form's, over `forms.ui`), titled
 * "<shared title> / <label>"; without a shared form, a variant's own create form is resolved like
 * `forms.create` ("Nova <singular>"). A variant with a create form gets, unless it declares them, the call
 * `POST /<key in kebab-case>` and, in page mode, the page `<routes.list><key in kebab-case>/create`. Its
 * columns and filters are the list's when it states none.
 */
function resolveEntityVariants(
  file: EntityFile,
  fields: Record<string, Field>,
  list: Pick<List, 'columns' | 'filters'>,
  forms: Forms,
  routes: Routes,
): EntityVariants | undefined {
  const declared = file.variants;
  if (!declared) return undefined;
  const { singular, gender } = file.label;
  const defaultTitle = `${gender === 'f' ? 'Nova' : 'Novo'} ${singular}`;
  const { title: sharedTitle, ui: sharedUi, ...shared } = file.forms?.create ?? {};
  const hasShared = file.forms?.create !== undefined;
  const items = declared.items.map((item): EntityVariant => {
    const own = item.forms?.create;
    const segment = kebabCase(item.key);
    const create =
      hasShared || own
        ? resolveVariant(
            file,
            fields,
            { ...shared, ...own },
            hasShared ? `${sharedTitle ?? defaultTitle} / ${item.label}` : defaultTitle,
            sharedUi,
          )
        : undefined;
    const api = item.api?.create ?? (create ? { method: 'POST' as const, path: `/${segment}` } : undefined);
    const route =
      item.routes?.create ??
      (create && forms.mode === 'page' ? joinRoute(routes.list, `${segment}/create`) : undefined);
    return {
      value: item.value,
      key: item.key,
      label: item.label,
      routes: route ? { create: route } : {},
      api: api ? { create: api } : {},
      forms: create ? { create } : {},
      columns: item.columns
        ? resolveColumns({ ...file, list: { columns: item.columns } }, fields)
        : list.columns,
      filters: item.filters
        ? resolveFilters({ ...file, list: { filters: item.filters } }, fields)
        : list.filters,
    };
  });
  return { field: declared.field, urlParam: declared.urlParam, items };
}

/**
 * Turns a schema file into the fully explicit entity every other part reads: the conventional API calls,
 * routes, form titles, edit inheriting create, display hints implied by the fields (a CPF's mask and
 * messages), column formats and labels, filter parameters and inputs, row actions, messages, permissions and
 * storage names, and which client a record belongs to (read with the other schema `files`: alone, a file's
 * relations are not known to lead to a client). A file states only what deviates; this is the one place the
 * conventions live.
 *
 * @example resolveEntity(clientsFile).api.actions.activate // { method: 'PUT', path: '/{id}/activate' }
 */
export function resolveEntity(declared: EntityFile, files?: EntityFiles): EntitySchema {
  const file = withAccountConventions(declared);
  const inForms = formFieldNames(file);
  const fields = Object.fromEntries(
    Object.entries(withRelationNames(file.fields)).map(([name, field]) => [
      name,
      resolveField(field, inForms.has(name)),
    ]),
  );
  const forms = resolveForms(file, fields);
  const api: EntitySchema['api'] = {
    basePath: file.api.basePath,
    pageParam: file.api.pageParam ?? 'Page',
    sortParams: resolveSortParams(file),
    actions: resolveApiActions(withoutSharedCreate(file)),
    audit: file.api.audit ?? Boolean(file.storage?.accounts),
  };
  if (file.api.shortListValues) api.shortListValues = file.api.shortListValues;
  if (file.api.details) api.details = file.api.details;
  if (file.api.guard) api.guard = file.api.guard;
  if (file.api.afterWrite) api.afterWrite = file.api.afterWrite;
  const list: List = {
    title: file.list?.title ?? file.label.plural,
    columns: resolveColumns(file, fields),
    filters: resolveFilters(file, fields),
    filterButton: file.list?.filterButton ?? 'Filtrar',
    defaultSort: resolveDefaultSort(file),
    rowActions: resolveRowActions(file, forms, api),
  };
  if (file.list?.parent) list.parent = file.list.parent;
  if (file.list?.orders) list.orders = { label: 'Ordenar por', ...file.list.orders };
  const entity: EntitySchema = {
    id: file.id,
    label: file.label,
    displayField: file.displayField ?? ID_FIELD,
    displayJoin: file.displayJoin ?? [],
    displaySeparator: file.displaySeparator ?? ' ',
    fields,
    forms,
    list,
    permissions: resolvePermissions(file),
    messages: resolveMessages(file.label, file.messages),
    api,
    routes: resolveRoutes(file, forms),
    storage: resolveStorage(file),
    tenant: tenancyOf(file.id, new Map([...(files ?? []), [file.id, file]])).tenancy,
  };
  if (file.recordName) entity.recordName = file.recordName;
  if (file.association) entity.association = file.association;
  if (file.menu) entity.menu = { label: file.label.plural, ...file.menu };
  const variants = resolveEntityVariants(file, fields, list, forms, entity.routes);
  if (variants) entity.variants = variants;
  return entity;
}
