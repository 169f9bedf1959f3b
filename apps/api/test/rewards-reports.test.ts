import { asc, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, fleets } from '../src/db/generated/entity-tables.ts';
import { users } from '../src/db/identity-tables.ts';
import { XLSX_CONTENT_TYPE } from '../src/http/excel.ts';
import { PERIOD_MESSAGES } from '../src/modules/rewards/report-period.ts';
import { driverMonthResults } from '../src/modules/rewards/tables.ts';
import { body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();

let ownClient: { id: number; name: string };
let otherClient: { id: number; name: string };
let fleet: { id: number; name: string };

type Result = typeof driverMonthResults.$inferInsert;
const result = (values: Partial<Result> & Pick<Result, 'clientId' | 'driverCpf' | 'month'>): Result => ({
  year: 2030,
  driverName: null,
  fleetId: null,
  mainPlate: 'TST1A01',
  drivingSeconds: 3_600,
  distanceKm: 500,
  eligible: true,
  engineLoadPercentage: 50,
  inertiaPercentage: 50,
  engineLoadPrizeCents: 0,
  inertiaPrizeCents: 0,
  ...values,
});

beforeAll(async () => {
  const [manager] = await t.db.select().from(users).where(eq(users.email, MANAGER.email));
  const [own] = await t.db.select().from(clients).where(eq(clients.id, manager!.clientId!));
  const [other] = await t.db.select().from(clients).where(ne(clients.id, own!.id)).orderBy(asc(clients.id));
  ownClient = { id: own!.id, name: own!.nomeFantasia };
  otherClient = { id: other!.id, name: other!.nomeFantasia };
  const [operation] = await t.db.select().from(fleets).where(eq(fleets.clientId, own!.id)).limit(1);
  fleet = { id: operation!.id, name: operation!.operationName };
  // Year 2030: no seeded telemetry there. Ana: two months of different driving time; Bia: best engine load;
  // Caio: not eligible; Duda: another client's driver.
  await t.db.insert(driverMonthResults).values([
    result({
      clientId: own!.id,
      driverCpf: '52998224725',
      driverName: 'Ana Souza',
      fleetId: fleet.id,
      month: 1,
      mainPlate: 'ANA1A01',
      drivingSeconds: 3_600,
      engineLoadPercentage: 90,
      inertiaPercentage: 40,
      engineLoadPrizeCents: 15_050,
      inertiaPrizeCents: 0,
    }),
    result({
      clientId: own!.id,
      driverCpf: '52998224725',
      driverName: 'Ana Souza',
      fleetId: fleet.id,
      month: 2,
      mainPlate: 'ANA2B02',
      drivingSeconds: 10_800,
      engineLoadPercentage: 70,
      inertiaPercentage: 80,
      engineLoadPrizeCents: 10_000,
      inertiaPrizeCents: 12_075,
    }),
    result({
      clientId: own!.id,
      driverCpf: '11144477735',
      driverName: 'Bia Lima',
      month: 2,
      engineLoadPercentage: 95.5,
      inertiaPercentage: 60,
      engineLoadPrizeCents: 30_000,
      inertiaPrizeCents: 5_000,
    }),
    result({
      clientId: own!.id,
      driverCpf: '39053344705',
      driverName: 'Caio Reis',
      month: 2,
      eligible: false,
      distanceKm: 20,
      engineLoadPercentage: 99,
      inertiaPercentage: 99,
    }),
    result({
      clientId: other!.id,
      driverCpf: '86288366757',
      driverName: 'Duda Alves',
      month: 2,
      engineLoadPrizeCents: 100,
    }),
  ]);
});

const get = async (url: string, profile: 'Admin' | 'Manager' = 'Admin') =>
  t.call('GET', url, { token: await t.tokenOfProfile(profile) });

describe('GET /v1/backoffice/dashboard/client/{clientId}', () => {
  it('answers the month’s attainments of eligible drivers, weighted by driving time, and the rankings', async () => {
    const response = await get(`/v1/backoffice/dashboard/client/${ownClient.id}?Month=2&Year=2030`);
    expect(response.statusCode).toBe(200);
    const data = body(response).data;
    expect(data).toMatchObject({ clientName: ownClient.name, drivers: 3, eligibleDrivers: 2 });
    // Ana 10,800 s at 70 and Bia 3,600 s at 95.5: (70 × 3 + 95.5) / 4 = 76.375 → 76.38; Caio is not eligible.
    expect(data.motorLoadPrizePercentage).toBe(76.38);
    expect(data.inertiaPrizePercentage).toBe(75); // (80 × 3 + 60) / 4
    expect(data.driversByMotorLoad).toEqual([
      { driverName: 'Bia Lima', driverCpf: '11144477735', motorLoadPercentage: 95.5 },
      { driverName: 'Ana Souza', driverCpf: '52998224725', motorLoadPercentage: 70 },
    ]);
    expect(data.driversByInertia.map((driver: { driverName: string }) => driver.driverName)).toEqual([
      'Ana Souza',
      'Bia Lima',
    ]);
  });

  it('answers an empty month with no drivers and null attainments', async () => {
    const data = body(await get(`/v1/backoffice/dashboard/client/${ownClient.id}?Month=3&Year=2030`)).data;
    expect(data).toMatchObject({
      drivers: 0,
      inertiaPrizePercentage: null,
      motorLoadPrizePercentage: null,
      driversByInertia: [],
      driversByMotorLoad: [],
    });
  });

  it('refuses a missing or invalid month in pt-BR, and an unknown client with 404', async () => {
    const missing = await get(`/v1/backoffice/dashboard/client/${ownClient.id}?Year=2030`);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).errors).toEqual([PERIOD_MESSAGES.missing]);
    const month = await get(`/v1/backoffice/dashboard/client/${ownClient.id}?Month=13&Year=2030`);
    expect(body(month).errors).toEqual([PERIOD_MESSAGES.month]);
    expect((await get('/v1/backoffice/dashboard/client/999999?Month=1&Year=2030')).statusCode).toBe(404);
  });
});

describe('GET /v1/backoffice/performance-history/client/{clientId}/month/report', () => {
  const url = (clientId: number, query: string) =>
    `/v1/backoffice/performance-history/client/${clientId}/month/report?${query}`;

  it('answers one line per driver over the interval, percentages weighted by driving time, prizes summed', async () => {
    const response = await get(url(ownClient.id, 'InicioIntervalo=2030-01-01&FimIntervalo=2030-02-28'));
    expect(response.statusCode).toBe(200);
    const data = body(response).data;
    expect(data.clientName).toBe(ownClient.name);
    expect(data.performanceByDrivers.map((row: { driverName: string }) => row.driverName)).toEqual([
      'Ana Souza',
      'Bia Lima',
      'Caio Reis',
    ]);
    expect(data.performanceByDrivers[0]).toEqual({
      clientId: ownClient.id,
      clientName: ownClient.name,
      plate: 'ANA2B02', // the last month's plate
      driverCpf: '52998224725',
      driverName: 'Ana Souza',
      fleetName: fleet.name,
      motorLoadPercentage: 75, // (90 × 1 + 70 × 3) / 4
      engineLoadPrize: 250.5,
      inertiaPercentage: 70, // (40 + 80 × 3) / 4
      inertiaPrize: 120.75,
      totalPrize: 371.25,
      eligible: true,
      distanceKm: 1000,
    });
    expect(data.performanceByDrivers[2]).toMatchObject({ eligible: false, totalPrize: 0 });
    expect(data.totals).toEqual({
      drivers: 3,
      engineLoadPrize: 550.5,
      inertiaPrize: 170.75,
      totalPrize: 721.25,
    });
  });

  it('takes Month and Year for one month, and filters by part of the name and the start of the CPF', async () => {
    const january = body(await get(url(ownClient.id, 'Month=1&Year=2030'))).data;
    expect(january.performanceByDrivers).toHaveLength(1);
    expect(january.performanceByDrivers[0]).toMatchObject({ motorLoadPercentage: 90, totalPrize: 150.5 });
    const byName = body(await get(url(ownClient.id, 'Month=2&Year=2030&MotoristaNome=lIMa'))).data;
    expect(byName.performanceByDrivers.map((row: { driverName: string }) => row.driverName)).toEqual([
      'Bia Lima',
    ]);
    const byCpf = body(await get(url(ownClient.id, 'Month=2&Year=2030&MotoristaCpf=390.533'))).data;
    expect(byCpf.performanceByDrivers.map((row: { driverName: string }) => row.driverName)).toEqual([
      'Caio Reis',
    ]);
  });

  it('refuses an interval that ends before it starts, or lacks an end', async () => {
    const reversed = await get(url(ownClient.id, 'InicioIntervalo=2030-03-01&FimIntervalo=2030-01-01'));
    expect(reversed.statusCode).toBe(400);
    expect(body(reversed).errors).toEqual([PERIOD_MESSAGES.order]);
    const open = await get(url(ownClient.id, 'InicioIntervalo=2030-03-01'));
    expect(body(open).errors).toEqual([PERIOD_MESSAGES.missing]);
  });
});

describe('GET .../month/report/excel', () => {
  it('downloads relatorio-excel.xlsx with the screen’s lines as real numbers and the prizes’ totals', async () => {
    const response = await get(
      `/v1/backoffice/performance-history/client/${ownClient.id}/month/report/excel?InicioIntervalo=2030-01-01&FimIntervalo=2030-02-28`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain('filename="relatorio-excel.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Placa',
      'CPF',
      'Motorista',
      'Operação',
      'Carga no motor',
      'Prêmio carga no motor',
      'Inércia',
      'Prêmio inércia',
      'Prêmio total',
      'Elegível',
    ]);
    expect(values(2)).toEqual([
      'ANA-2B02', // the plate as the screen shows it (formatPlate)
      '529.982.247-25',
      'Ana Souza',
      fleet.name,
      0.75,
      250.5,
      0.7,
      120.75,
      371.25,
      'Sim',
    ]);
    expect(sheet.getCell('F2').numFmt).toContain('R$');
    // Attainments keep the screen's two decimals (ATTAINMENT_DECIMALS), not a reading's one.
    expect([sheet.getCell('E2').numFmt, sheet.getCell('G2').numFmt]).toEqual(['0.00%', '0.00%']);
    expect(values(4)[9]).toBe('Não'); // Caio
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Total');
    expect((totals.getCell(9).value as { result: number }).result).toBe(721.25);
  });

  it('answers a Manager that another client’s spreadsheet is not found', async () => {
    const response = await get(
      `/v1/backoffice/performance-history/client/${otherClient.id}/month/report/excel?Month=2&Year=2030`,
      'Manager',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('who sees which client', () => {
  it('gives a Manager only their own client, in the filter’s clients, the dashboard and every report', async () => {
    const own = body(await get('/v1/backoffice/dashboard/clients', 'Manager')).data;
    expect(own).toEqual([{ id: ownClient.id, name: ownClient.name }]);
    const all = body(await get('/v1/backoffice/dashboard/clients')).data;
    expect(all.length).toBeGreaterThan(1);

    const other = await get(`/v1/backoffice/dashboard/client/${otherClient.id}?Month=2&Year=2030`, 'Manager');
    expect(other.statusCode).toBe(404);
    expect(body(other).errors).toEqual(['Cliente não encontrado.']);
    const report = await get(
      `/v1/backoffice/performance-history/client/${otherClient.id}/month/report?Month=2&Year=2030`,
      'Manager',
    );
    expect(report.statusCode).toBe(404);

    const allReport = body(
      await get('/v1/backoffice/performance-history/all/report?Month=2&Year=2030', 'Manager'),
    ).data;
    expect(new Set(allReport.performanceByDrivers.map((row: { clientId: number }) => row.clientId))).toEqual(
      new Set([ownClient.id]),
    );
    const adminAll = body(await get('/v1/backoffice/performance-history/all/report?Month=2&Year=2030')).data;
    expect(adminAll.performanceByDrivers.map((row: { driverName: string }) => row.driverName)).toContain(
      'Duda Alves',
    );
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('GET', `/v1/backoffice/dashboard/client/${ownClient.id}?Month=2&Year=2030`);
    expect(response.statusCode).toBe(401);
  });
});

describe('a driver’s history', () => {
  it('lists a CPF’s months, one line each, and a driver’s month', async () => {
    const history = body(await get('/v1/backoffice/performance-history/cpf/529.982.247-25/report')).data;
    expect(
      history.performanceByDrivers.map((row: { year: number; month: number; totalPrize: number }) => [
        row.year,
        row.month,
        row.totalPrize,
      ]),
    ).toEqual([
      [2030, 1, 150.5],
      [2030, 2, 220.75],
    ]);
    const month = body(
      await get(
        '/v1/backoffice/performance-history/driver-month/report?MotoristaCpf=52998224725&Month=2&Year=2030',
      ),
    ).data;
    expect(month.performanceByDrivers).toHaveLength(1);
    expect(month.performanceByDrivers[0]).toMatchObject({ month: 2, inertiaPercentage: 80 });
  });
});
