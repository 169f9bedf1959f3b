import type { EntityApi, ResolvedCall } from './api-paths.ts';
import { type ListParams, listQueryString, pageParam } from './list-query.ts';
import type { EntitySchema } from './types.ts';

/** What follows a list's path in the path of its Excel export. */
export const EXCEL_EXPORT_SUFFIX = '/excel';

/**
 * The Excel export of an entity's list, which every list has: GET at the list's own path followed by /excel,
 * with the list's filters and order and no page. Built from the list's path, not the base path, because
 * two entities may share a base path (the clients and a client's drivers); a static segment, so the server
 * matches it before a `/{id}` route. Undefined for an entity whose list is not a GET.
 *
 * @example excelExportCall(clients) // { method: 'GET', path: '/v1/backoffice/clients/excel' }
 * @example excelExportCall(clientDrivers) // { method: 'GET', path: '/v1/backoffice/clients/drivers/excel' }
 */
export function excelExportCall(entity: EntityApi): ResolvedCall | undefined {
  const list = entity.api.actions.list;
  if (!list || list.method !== 'GET') return undefined;
  if (list.path.includes('{'))
    throw new Error(`${entity.id}.json: /api/actions/list has placeholders; its Excel export has no path.`);
  return {
    method: 'GET',
    path: `${entity.api.basePath}${list.path.replace(/\/$/, '')}${EXCEL_EXPORT_SUFFIX}`,
  };
}

/**
 * The query of a list's export: the list's own query (filters, order, a variant's kind, a parent) without
 * the page and its size, so the file holds every row the filters find.
 *
 * @example excelExportQuery(clients, { page: 3, filters: { cnpj: '112' } }) // "cnpj=112"
 */
export function excelExportQuery(entity: EntitySchema, params: ListParams): string {
  const query = new URLSearchParams(listQueryString(entity, params));
  query.delete(pageParam(entity));
  query.delete('perPage');
  return query.toString();
}

/** Lower-case words of a pt-BR text joined by dashes, without accents: "Unidades de negócio" → unidades-de-negocio. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The name of a list's Excel file: its plural label as a slug, and a variant's label after it.
 *
 * @example excelFileName(businessUnits) // 'unidades-de-negocio.xlsx'
 * @example excelFileName(variantView(bonusConfigs, 'inertia')) // 'faixas-de-premiacao-inercia.xlsx'
 */
export function excelFileName(entity: Pick<EntitySchema, 'label' | 'variants' | 'narrowedTo'>): string {
  const variant = entity.narrowedTo
    ? entity.variants?.items.find((item) => item.key === entity.narrowedTo?.key)
    : undefined;
  return `${[slug(entity.label.plural), ...(variant ? [slug(variant.label)] : [])].join('-')}.xlsx`;
}
