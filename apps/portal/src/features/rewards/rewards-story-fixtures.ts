import { installStubApi } from '../programmings/programming-story-fixtures.ts';
import type { ClientDashboard, DriverPerformance, PerformanceReport, RewardsClient } from '@frota/domain';

/** A call the stub API received. */
export interface RewardsCall {
  path: string;
  query: Record<string, string>;
}

export interface RewardsApiOptions {
  /** Milliseconds before each answer. */
  latency?: number;
  /** The clients offered (a Manager gets only theirs). */
  clients?: RewardsClient[];
  /** No results in any month. */
  empty?: boolean;
  /** The dashboard and report calls answer 500. */
  fail?: boolean;
  /** The dashboard and report calls never answer. */
  pending?: boolean;
  onCall?: (call: RewardsCall) => void;
}

export const STORY_CLIENTS: RewardsClient[] = [
  { id: 1, name: 'Transportadora Rota Sul' },
  { id: 2, name: 'Logística Horizonte' },
];

const driver = (
  driverName: string,
  driverCpf: string,
  plate: string,
  motorLoadPercentage: number,
  inertiaPercentage: number,
  engineLoadPrize: number,
  inertiaPrize: number,
  eligible = true,
): DriverPerformance => ({
  clientId: 1,
  clientName: STORY_CLIENTS[0]!.name,
  plate,
  driverCpf,
  driverName,
  fleetName: 'Operação Campinas',
  motorLoadPercentage,
  engineLoadPrize,
  inertiaPercentage,
  inertiaPrize,
  totalPrize: Math.round((engineLoadPrize + inertiaPrize) * 100) / 100,
  eligible,
  distanceKm: eligible ? 2_640.6 : 51.5,
});

/** The demo client's drivers in a month: every bonus range, an exception plate (R$ 180,75), a trainee. */
export const STORY_DRIVERS: DriverPerformance[] = [
  driver('Edson Barbosa Teixeira', '10234567961', 'TEP5A05', 79.63, 66.99, 150, 120.5),
  driver('Francisco das Chagas Lima', '78123456026', 'PAL1W61', 75.7, 63.23, 150, 120.5),
  driver('João Carlos da Silva', '12345678062', 'HSD3O83', 91.16, 83.67, 180.75, 250),
  driver('Patrícia Campos Vieira', '34567812026', 'VGR9494', 93.59, 85.29, 300, 250),
  driver('Renan Oliveira Prado', '43526178905', 'HSD3O83', 68.18, 50, 0, 0, false),
  driver('Rogério Alves Costa', '45678123017', 'LWH7272', 55.92, 47.9, 0, 0),
  driver('Sérgio Luiz Martins', '81234567008', 'WHS4949', 90.51, 81.17, 300, 250),
  driver('Valdir José Cardoso', '32456789164', 'HSD3O83', 69.88, 57.83, 0, 120.5),
];

function dashboardOf(clientId: number, rows: DriverPerformance[]): ClientDashboard {
  const eligible = rows.filter((row) => row.eligible);
  const average = (key: 'motorLoadPercentage' | 'inertiaPercentage') =>
    eligible.length === 0
      ? null
      : Math.round((eligible.reduce((sum, row) => sum + (row[key] ?? 0), 0) / eligible.length) * 100) / 100;
  const top = (key: 'motorLoadPercentage' | 'inertiaPercentage') =>
    [...eligible].sort((a, b) => (b[key] ?? 0) - (a[key] ?? 0)).slice(0, 10);
  return {
    clientName: STORY_CLIENTS.find((client) => client.id === clientId)?.name ?? 'Cliente',
    inertiaPrizePercentage: average('inertiaPercentage'),
    motorLoadPrizePercentage: average('motorLoadPercentage'),
    driversByInertia: top('inertiaPercentage').map((row) => ({
      driverName: row.driverName,
      driverCpf: row.driverCpf,
      inertiaPercentage: row.inertiaPercentage ?? 0,
    })),
    driversByMotorLoad: top('motorLoadPercentage').map((row) => ({
      driverName: row.driverName,
      driverCpf: row.driverCpf,
      motorLoadPercentage: row.motorLoadPercentage ?? 0,
    })),
    drivers: rows.length,
    eligibleDrivers: eligible.length,
  };
}

export function reportOf(rows: DriverPerformance[]): PerformanceReport {
  const cents = (key: 'engineLoadPrize' | 'inertiaPrize') =>
    rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0);
  return {
    clientName: STORY_CLIENTS[0]!.name,
    performanceByDrivers: rows,
    totals: {
      drivers: rows.length,
      engineLoadPrize: cents('engineLoadPrize') / 100,
      inertiaPrize: cents('inertiaPrize') / 100,
      totalPrize: (cents('engineLoadPrize') + cents('inertiaPrize')) / 100,
    },
  };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, data } : { success: false, errors: [data] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** The rewards calls answered in the browser: clients, dashboard, report and a small spreadsheet. */
export function rewardsApi({
  latency = 0,
  clients = STORY_CLIENTS,
  empty = false,
  fail = false,
  pending = false,
  onCall,
}: RewardsApiOptions = {}): typeof fetch {
  return async (input) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    onCall?.({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    await new Promise((resolve) => setTimeout(resolve, latency));
    if (url.pathname.endsWith('/dashboard/clients')) return json(clients);
    if (pending) return new Promise<Response>(() => {});
    if (fail) return json('Falha simulada.', 500);
    const rows = empty ? [] : STORY_DRIVERS;
    const dashboard = /\/dashboard\/client\/(\d+)$/.exec(url.pathname);
    if (dashboard) return json(dashboardOf(Number(dashboard[1]), rows));
    if (url.pathname.endsWith('/month/report')) return json(reportOf(rows));
    if (url.pathname.endsWith('/month/report/excel'))
      return new Response(new Uint8Array(2_048), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': '2048',
        },
      });
    return json('Rota não encontrada.', 404);
  };
}

/** Installs the rewards' stub API in place of `fetch` and signs an Admin in; returns the undo. */
export function installRewardsApi(options: RewardsApiOptions = {}): () => void {
  return installStubApi(rewardsApi(options));
}
