import {
  type Column,
  type ColumnFormat,
  columnValue,
  type EntityRecord,
  type EntitySchema,
  excelExportCall,
  excelFileName,
  type Field,
  pageParam,
  parseListSort,
  variantView,
  variantViews,
} from '@frota/engine';
import { FORMAT_DECIMALS, formatCnpj, formatCpf, formatPlate } from '@frota/domain/format';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { BEARER_SECURITY } from '../http/auth.ts';
import { type JsonSchema, responses } from '../http/envelope.ts';
import { type ExcelColumn, sendExcel, XLSX_CONTENT_TYPE } from '../http/excel.ts';
import { authorize } from './authorize.ts';
import { entityStore, forClient, type TableCatalog } from './entity-store.ts';
import { requestClientScope } from './tenant-scope.ts';
import { listInBatches } from './list-batches.ts';
import { readListQuery } from './list-filters.ts';
import { listQuerySchema } from './route-schemas.ts';

/** A list column as an Excel column: the kind and format of the column's format, and how its value converts. */
type ColumnExport = Omit<ExcelColumn<EntityRecord>, 'header' | 'value'> & {
  convert?: (value: unknown) => unknown;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isNumeric = (field: Field | undefined) => field?.type === 'integer' || field?.type === 'number';

/** A value as the list's cell writes it (a CPF, a CNPJ, a plate), or an empty cell. */
const asText = (format: (text: string) => string) => (value: unknown) =>
  isEmpty(value) ? null : format(String(value)) || null;

/**
 * What each list column format becomes in the sheet: the same reading as the screen's cell (engine's
 * cells.tsx), as a value Excel can compute with. A kind missing here fails to compile.
 */
const COLUMN_EXPORTS = {
  // An id (#) and other numbers shown as text stay numbers, without thousands dots.
  text: (column, entity) =>
    column.join.length === 0 && isNumeric(entity.fields[column.field])
      ? { kind: 'integer', numFmt: '0' }
      : { kind: 'text' },
  // The resolver's decimals (the field's declared ones, else none), which the list's cell reads too.
  number: (column) =>
    column.decimals ? { kind: 'decimal', decimals: column.decimals } : { kind: 'integer' },
  datetime: () => ({ kind: 'dateTime', numFmt: 'dd/mm/yy hh:mm' }),
  datetimeLong: () => ({ kind: 'dateTime', numFmt: 'dd/mm/yyyy hh:mm' }),
  cpf: () => ({ kind: 'text', convert: asText(formatCpf) }),
  cnpj: () => ({ kind: 'text', convert: asText(formatCnpj) }),
  plate: () => ({ kind: 'text', convert: asText(formatPlate) }),
  brl: () => ({ kind: 'money' }),
  // The resolver's decimals, which the list's cell reads too.
  percent: (column) => ({ kind: 'percent', decimals: column.decimals }),
  // Stored in metres, shown in kilometres.
  km: () => ({
    kind: 'decimal',
    decimals: FORMAT_DECIMALS.km,
    unit: 'km',
    convert: (value) => (isEmpty(value) ? null : Number(value) / 1000),
  }),
  coordinate: () => ({ kind: 'decimal', decimals: 6, numFmt: '0.000000' }),
  yesNo: () => ({ kind: 'boolean' }),
  enum: (column, entity) => ({
    kind: 'text',
    convert: (value) =>
      entity.fields[column.field]?.oneOf?.find((option) => option.const === value)?.title ?? value,
  }),
} satisfies Record<ColumnFormat, (column: Column, entity: EntitySchema) => ColumnExport>;

/**
 * The Excel columns of an entity's list: its visible columns, in order, with their labels and formats.
 *
 * @example excelColumns(businessUnits).map((c) => [c.header, c.kind]) // [['#', 'integer'], ['Nome', 'text'], ...]
 */
export function excelColumns(entity: EntitySchema): Array<ExcelColumn<EntityRecord>> {
  return entity.list.columns.map((column, index) => {
    const exported = (
      COLUMN_EXPORTS as Record<string, ((c: Column, e: EntitySchema) => ColumnExport) | undefined>
    )[column.format];
    if (!exported)
      throw new Error(
        `${entity.id}.json: /list/columns/${index} has the format "${column.format}", which the Excel export does not know (${Object.keys(COLUMN_EXPORTS).join(', ')}).`,
      );
    const { convert, ...kind } = exported(column, entity);
    return {
      header: column.label,
      ...kind,
      value: convert
        ? (record) => convert(columnValue(column, record))
        : (record) => columnValue(column, record),
    };
  });
}

/** The entity as the query's variant sees it (its own columns), or the whole entity. */
function viewOf(entity: EntitySchema, query: Record<string, unknown>): EntitySchema {
  const variants = entity.variants;
  const value = variants && query[variants.field];
  const variant = variants?.items.find((item) => String(item.value) === value);
  return variant ? variantView(entity, variant.key) : entity;
}

/** The list's query without its page: the export takes the same filters and order. */
function exportQuerySchema(entity: EntitySchema): JsonSchema {
  const schema = listQuerySchema(entity);
  const {
    [pageParam(entity)]: _page,
    perPage: _perPage,
    ...properties
  } = schema['properties'] as Record<string, JsonSchema>;
  return { ...schema, properties };
}

/**
 * `GET <list path>/excel` of one entity: every row its list's filters find, in its order, as an .xlsx of its
 * list's columns, streamed while the rows are read from the database in batches. Allowed to whoever may list.
 */
export const excelExportRoute: FastifyPluginAsync<{
  entity: EntitySchema;
  db: Database;
  catalog: TableCatalog;
}> = async (app, { entity, db, catalog }) => {
  const call = excelExportCall(entity);
  if (!call) return;
  const store = entityStore(entity, catalog);
  // A column format the export does not know fails at start-up, naming the schema file, not at a download.
  for (const view of [entity, ...variantViews(entity)]) excelColumns(view);
  app.route({
    method: 'GET',
    url: call.path,
    onRequest: [app.authenticate, authorize(entity, 'list')],
    // As the list: the filters are read by readListQuery, whose refusals name the filter in pt-BR.
    validatorCompiler: () => () => true,
    schema: {
      tags: [entity.label.plural],
      operationId: `${entity.id}_excel`,
      summary: `Exporta ${entity.label.plural} para Excel (.xlsx), com os filtros e a ordem da lista`,
      description:
        'Todas as linhas que os filtros da lista encontram (sem paginação), com as colunas visíveis da lista ' +
        'e seus formatos: números, valores em R$, percentuais e datas como números e datas do Excel (horário ' +
        'de Brasília), Sim/Não, opções pelo nome. Cabeçalho congelado, com autofiltro. O arquivo é gerado ' +
        `enquanto é enviado (streaming) e se chama ${excelFileName(entity)}.`,
      security: BEARER_SECURITY,
      querystring: exportQuerySchema(entity),
      response: {
        ...responses(null, [400, 401, 403]),
        200: {
          description: `Planilha ${excelFileName(entity)} (Content-Disposition: attachment).`,
          content: { [XLSX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const view = viewOf(entity, query);
      const { filters } = readListQuery(entity, query);
      return sendExcel(reply, {
        filename: excelFileName(view),
        sheetName: view.list.title,
        columns: excelColumns(view),
        rows: listInBatches(
          db,
          forClient(store, requestClientScope(request)),
          filters,
          parseListSort(view, query),
        ),
      });
    },
  });
};
