/**
 * The reliability suite's traffic: what staff and trackers do (lists, filters, writes, ingest, monitor polls,
 * exports), sent at a fixed rate whatever the answers take (an open loop, as real users do not wait for each
 * other), each answer recorded, and every write the API acknowledged kept for the check that it was not lost.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { adminToken } from '../lib/api-server.ts';
import { quantile } from '../lib/stats.ts';

/** A request gives up after this long: the API must answer within it, even while its database is down. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface Outcome {
  kind: string;
  /** Milliseconds since the traffic began, when the request was sent. */
  at: number;
  ms: number;
  /** 0 when no answer came (refused connection, reset, time-out). */
  status: number;
  retryAfter: string | null;
  /** The first message of an error answer. */
  message: string | undefined;
  failure?: string;
}

export interface SignedIn {
  base: string;
  token: string;
  /** An integration key for the ingest. */
  key: string;
  /** Registered plates the readings are of. */
  plates: string[];
}

/** Signs in as the demo Admin, creates an integration key and reads the demo plates. */
export async function signIn(base: string): Promise<SignedIn> {
  const token = await adminToken(base);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const key = (await (
    await fetch(`${base}/v1/backoffice/integration-keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `confiabilidade ${randomBytes(3).toString('hex')}` }),
    })
  ).json()) as { data: { key: string } };
  const plates = (await (await fetch(`${base}/v1/backoffice/vehicle-plates/all`, { headers })).json()) as {
    data: Array<{ text: string }>;
  };
  return {
    base,
    token,
    key: key.data.key,
    plates: plates.data.map((row) => row.text).filter((plate) => /^[A-Z0-9]{7}$/.test(plate)),
  };
}

/** Sends one request and records its outcome; never throws. */
export async function send(
  kind: string,
  url: string,
  init: RequestInit,
  started: number,
): Promise<Outcome & { body: unknown }> {
  const at = performance.now() - started;
  const t0 = performance.now();
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await answer.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const errors = (body as { errors?: string[] } | undefined)?.errors;
    return {
      kind,
      at,
      ms: performance.now() - t0,
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      message: errors?.[0],
      body,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      kind,
      at,
      ms: performance.now() - t0,
      status: 0,
      retryAfter: null,
      message: undefined,
      failure: cause ?? (error as Error).name,
      body: undefined,
    };
  }
}

/** The driver name of the suite's readings, by which they are counted. */
const READINGS_DRIVER = 'Motorista Confiabilidade';

/** What the API acknowledged writing: vehicle types created and readings accepted, checked afterwards. */
export class Acknowledged {
  readonly codes: string[] = [];
  readings = 0;
  /** The plate and time of each reading sent, unique over the run. */
  private sequence = 0;
  readonly runTag = randomBytes(3).toString('hex').toUpperCase();
  readonly since = new Date(Date.now() - 60 * 60_000);

  nextCode(): string {
    this.sequence += 1;
    return `REL-${this.runTag}-${this.sequence}`;
  }

  /** `count` readings of distinct (plate, time) within the last hour, oldest first. */
  readingsOf(plates: string[], count: number) {
    return Array.from({ length: count }, () => {
      this.sequence += 1;
      return {
        plate: plates[this.sequence % plates.length]!,
        driverName: READINGS_DRIVER,
        time: new Date(this.since.getTime() + this.sequence * 7).toISOString(),
        latitude: -23.5,
        longitude: -46.6,
        speed: 60,
        engineLoad: 40,
        acceleratorPosition: 30,
        odometer: 150_000_000 + this.sequence,
      };
    });
  }

  /**
   * The acknowledged writes missing from the database (PostgreSQL's address, or the PGlite folder of an API that
   * is not running): none when nothing was lost.
   */
  async missing(
    where: { databaseUrl: string } | { dataDir: string },
  ): Promise<{ writes: number; readings: number }> {
    const database = await openDatabase(
      'databaseUrl' in where
        ? { databaseUrl: where.databaseUrl, dataDir: '' }
        : { databaseUrl: undefined, dataDir: where.dataDir },
    );
    try {
      const codes = rowsOf<{ code: string }>(
        await database.db.execute(
          sql`select code from vehicle_types where code like ${`REL-${this.runTag}-%`}`,
        ),
      );
      const [readings] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from tracking_logs
          where motorista_nome = ${READINGS_DRIVER} and saved_at >= ${this.since.toISOString()}::timestamptz`),
      );
      const stored = new Set(codes.map((row) => row.code));
      return {
        writes: this.codes.filter((code) => !stored.has(code)).length,
        readings: Math.max(0, this.readings - (readings?.n ?? 0)),
      };
    } finally {
      await database.close();
    }
  }
}

/** One kind of request of the mix, with its share of the traffic. */
export interface Operation {
  kind: string;
  weight: number;
  run(started: number): Promise<Outcome>;
}

/** Batches of this many readings, as trackers send them. */
export const INGEST_BATCH = 500;

/** Sends an ingest batch; the readings it accepted are acknowledged. */
export async function ingest(
  api: SignedIn,
  acknowledged: Acknowledged,
  started: number,
  size = INGEST_BATCH,
) {
  const outcome = await send(
    'ingest',
    `${api.base}/v1/integration/telemetry`,
    {
      method: 'POST',
      headers: { 'x-integration-key': api.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ readings: acknowledged.readingsOf(api.plates, size) }),
    },
    started,
  );
  if (outcome.status === 200)
    acknowledged.readings += (outcome.body as { data: { accepted: number } }).data.accepted;
  return outcome;
}

/** Creates a vehicle type of a new code; a created one is acknowledged. */
export async function writeRecord(api: SignedIn, acknowledged: Acknowledged, started: number) {
  const code = acknowledged.nextCode();
  const outcome = await send(
    'write',
    `${api.base}/v1/backoffice/vehicle-types/`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, name: `Tipo ${code}` }),
    },
    started,
  );
  if (outcome.status >= 200 && outcome.status < 300) acknowledged.codes.push(code);
  return outcome;
}

/** The mix of the soak and the outages: reads of every kind, writes, ingest, monitor polls and exports. */
export function mixedOperations(api: SignedIn, acknowledged: Acknowledged): Operation[] {
  const headers = { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' };
  const get = (kind: string, path: string) => (started: number) =>
    send(kind, `${api.base}${path}`, { headers }, started);
  return [
    { kind: 'list', weight: 20, run: get('list', '/v1/backoffice/clients/?Page=1') },
    { kind: 'list', weight: 10, run: get('list', '/v1/backoffice/motoristas/?Page=1') },
    { kind: 'list', weight: 10, run: get('list', '/v1/backoffice/programmings/?Page=1') },
    { kind: 'filter', weight: 10, run: get('filter', '/v1/backoffice/clients/?Page=1&nomeFantasia=Trans') },
    {
      kind: 'filter',
      weight: 10,
      run: get('filter', `/v1/backoffice/logs?Page=1&Placa=${api.plates[0] ?? ''}`),
    },
    { kind: 'write', weight: 10, run: (started) => writeRecord(api, acknowledged, started) },
    { kind: 'ingest', weight: 10, run: (started) => ingest(api, acknowledged, started, 100) },
    { kind: 'monitor', weight: 15, run: get('monitor', '/v1/backoffice/programmings/locations') },
    { kind: 'export', weight: 5, run: get('export', '/v1/backoffice/clients/excel?nomeFantasia=Trans') },
  ];
}

/**
 * Sends the operations at `perSecond` for `ms`, each picked by weight in a fixed cycle, without waiting for the
 * answers (at most `maxInFlight` outstanding, past which a tick is skipped and counted). Resolves with every
 * outcome once the last answer is in.
 */
export async function fixedRate(
  operations: Operation[],
  perSecond: number,
  ms: number,
  options: { started?: number; maxInFlight?: number; onOutcome?: (outcome: Outcome) => void } = {},
): Promise<{ outcomes: Outcome[]; skipped: number }> {
  const cycle = operations.flatMap((operation) => Array.from({ length: operation.weight }, () => operation));
  const started = options.started ?? performance.now();
  const maxInFlight = options.maxInFlight ?? 500;
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  let skipped = 0;
  const total = Math.round((perSecond * ms) / 1000);
  const begin = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = begin + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= maxInFlight) {
      skipped += 1;
      continue;
    }
    const operation = cycle[(i * 7919) % cycle.length]!;
    const request = operation.run(started).then((outcome) => {
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    });
    pending.add(request);
    void request.finally(() => pending.delete(request));
  }
  await Promise.all(pending);
  return { outcomes, skipped };
}

/** p99 of the answers' times, in ms. */
export const p99 = (outcomes: readonly Outcome[]) =>
  quantile(
    outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b),
    0.99,
  );

/** Answers that count as errors in steady state: no answer, or a 5xx. */
export const isError = (outcome: Outcome) => outcome.status === 0 || outcome.status >= 500;
