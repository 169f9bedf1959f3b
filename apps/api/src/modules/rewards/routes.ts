import type { EntitySchema } from '@frota/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authorize } from '../../crud/authorize.ts';
import type { Database } from '../../db/database.ts';
import { BEARER_SECURITY, currentUser } from '../../http/auth.ts';
import { ok, responses } from '../../http/envelope.ts';
import { sendExcel, XLSX_CONTENT_TYPE } from '../../http/excel.ts';
import { recordIdOf } from '../../http/record-id.ts';
import { type ClientScope, clientScopeOf } from '../../crud/tenant-scope.ts';
import { clientNameOf, rewardsClients, rewardsEntity } from './client-access.ts';
import { clientDashboard } from './dashboard.ts';
import { performanceRows, totalsOf } from './performance-history.ts';
import { REPORT_EXCEL_COLUMNS, REPORT_EXCEL_FILENAME } from './report-excel.ts';
import { monthOf, type ReportPeriod, reportPeriodOf } from './report-period.ts';
import {
  clientsSchema,
  dashboardSchema,
  monthQuerySchema,
  reportQuerySchema,
  reportSchema,
} from './rewards-schemas.ts';

const DASHBOARD_PATH = '/v1/backoffice/dashboard';
const HISTORY_PATH = '/v1/backoffice/performance-history';
const TAGS = ['Premiação'];
const CLIENT_NOT_FOUND = 'Cliente não encontrado.';

/** Every month the results can have: a driver's whole history when no period is asked. */
const ALL_MONTHS: ReportPeriod = { from: { year: 2000, month: 1 }, to: { year: 2100, month: 12 } };

type Query = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The client of a `/client/:id` path that the caller may see, with its name (404 for another client's). */
async function allowedClient(db: Database, request: FastifyRequest, scope: ClientScope) {
  const clientId = recordIdOf(request, CLIENT_NOT_FOUND);
  return { clientId, clientName: await clientNameOf(db, clientId, scope) };
}

/**
 * The rewards' calls (spec 02 §7): the client dashboard and the performance-history reports, read from the
 * results the recomputation keeps (never computed on a request). Permissions follow the bonus ranges' list
 * permission; a Manager sees only their own client (client-access.ts).
 */
export const rewardsRoutes: FastifyPluginAsync<{ db: Database; entities: readonly EntitySchema[] }> = async (
  app,
  { db, entities },
) => {
  const entity = rewardsEntity(entities);
  if (!entity) return;
  const guarded = { onRequest: [app.authenticate, authorize(entity, 'list')] };
  const scopeOf = (request: FastifyRequest) => clientScopeOf(currentUser(request));
  const clientParams = { type: 'object', properties: { id: { type: 'string' } } };

  /** One client's report over the asked period (the JSON and the Excel answers). */
  async function clientReport(request: FastifyRequest) {
    const query = request.query as Query;
    const period = reportPeriodOf(query);
    const scope = scopeOf(request);
    const { clientId, clientName } = await allowedClient(db, request, scope);
    const rows = await performanceRows(db, {
      scope,
      period,
      clientId,
      driverName: text(query['MotoristaNome']),
      driverCpf: text(query['MotoristaCpf']),
    });
    return { clientName, rows };
  }

  app.get(
    `${DASHBOARD_PATH}/clients`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_clients',
        summary: 'Os clientes cujo dashboard e relatório o usuário pode ver (o Gestor, só o seu)',
        security: BEARER_SECURITY,
        response: responses(clientsSchema, [401, 403]),
      },
    },
    async (request) => ok(await rewardsClients(db, scopeOf(request))),
  );

  app.get(
    `${DASHBOARD_PATH}/client/:id`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_dashboard',
        summary:
          'Dashboard do cliente: atingimento de Inércia e Carga no motor no mês e os melhores motoristas',
        security: BEARER_SECURITY,
        params: clientParams,
        querystring: monthQuerySchema,
        response: responses(dashboardSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const month = monthOf(request.query as Query);
      const { clientId, clientName } = await allowedClient(db, request, scopeOf(request));
      return ok(await clientDashboard(db, clientId, clientName, month));
    },
  );

  app.get(
    `${HISTORY_PATH}/client/:id/month/report`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_client_report',
        summary:
          'Relatório geral de premiação de um cliente: uma linha por motorista no intervalo, com totais',
        security: BEARER_SECURITY,
        params: clientParams,
        querystring: reportQuerySchema,
        response: responses(reportSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { clientName, rows } = await clientReport(request);
      return ok({ clientName, performanceByDrivers: rows, totals: totalsOf(rows) });
    },
  );

  app.get(
    `${HISTORY_PATH}/client/:id/month/report/excel`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_client_report_excel',
        summary: `O mesmo relatório como planilha (${REPORT_EXCEL_FILENAME}), com os totais`,
        security: BEARER_SECURITY,
        params: clientParams,
        querystring: reportQuerySchema,
        response: {
          200: {
            description: 'A planilha .xlsx',
            content: { [XLSX_CONTENT_TYPE]: { schema: { type: 'string' } } },
          },
          ...responses(null, [400, 401, 403, 404]),
        },
      },
    },
    async (request, reply) => {
      const { clientName, rows } = await clientReport(request);
      return sendExcel(reply, {
        filename: REPORT_EXCEL_FILENAME,
        sheetName: clientName,
        columns: REPORT_EXCEL_COLUMNS,
        rows,
        totals: { label: 'Total' },
      });
    },
  );

  app.get(
    `${HISTORY_PATH}/all/report`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_all_report',
        summary: 'Relatório de todos os clientes que o usuário pode ver: uma linha por motorista e cliente',
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        response: responses(reportSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const query = request.query as Query;
      const rows = await performanceRows(db, {
        scope: scopeOf(request),
        period: reportPeriodOf(query),
        driverName: text(query['MotoristaNome']),
        driverCpf: text(query['MotoristaCpf']),
      });
      return ok({ clientName: null, performanceByDrivers: rows, totals: totalsOf(rows) });
    },
  );

  app.get(
    `${HISTORY_PATH}/driver-month/report`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_driver_month_report',
        summary: 'O mês de um motorista (MotoristaCpf, Month, Year), em cada cliente que o usuário pode ver',
        security: BEARER_SECURITY,
        querystring: monthQuerySchema,
        response: responses(reportSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const query = request.query as Query;
      const month = monthOf(query);
      const rows = await performanceRows(db, {
        scope: scopeOf(request),
        period: { from: month, to: month },
        driverCpf: text(query['MotoristaCpf']),
        driverName: text(query['MotoristaNome']),
        perMonth: true,
      });
      return ok({ clientName: null, performanceByDrivers: rows, totals: totalsOf(rows) });
    },
  );

  app.get(
    `${HISTORY_PATH}/cpf/:cpf/report`,
    {
      ...guarded,
      schema: {
        tags: TAGS,
        operationId: 'rewards_driver_history',
        summary: 'O histórico mensal de um motorista pelo CPF (todos os meses, ou os do intervalo informado)',
        security: BEARER_SECURITY,
        params: { type: 'object', properties: { cpf: { type: 'string' } } },
        querystring: reportQuerySchema,
        response: responses(reportSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const query = request.query as Query;
      const hasPeriod = ['Month', 'Year', 'InicioIntervalo', 'FimIntervalo'].some((key) => text(query[key]));
      const cpf = (request.params as { cpf: string }).cpf.replace(/\D/g, '');
      const rows =
        cpf.length === 11
          ? await performanceRows(db, {
              scope: scopeOf(request),
              period: hasPeriod ? reportPeriodOf(query) : ALL_MONTHS,
              driverCpf: cpf,
              perMonth: true,
            })
          : [];
      return ok({ clientName: null, performanceByDrivers: rows, totals: totalsOf(rows) });
    },
  );
};
