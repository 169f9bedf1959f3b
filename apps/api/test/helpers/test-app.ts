import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { EntitySchema, Profile } from '@frota/engine';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_CATALOG } from '../../src/crud/entity-store.ts';
import { type Config, loadConfig, type SessionLimits, type ThrottleSettings } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/identity-tables.ts';
import { openTestDatabase } from './database.ts';

export const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234' };
export const MANAGER = { email: 'gestor@demo.com.br', password: 'demo1234' };

/** Settings a test changes; the nested limits merge with their defaults. */
export type TestConfig = Partial<Omit<Config, 'throttle' | 'sessions'>> & {
  throttle?: Partial<ThrottleSettings>;
  sessions?: Partial<SessionLimits>;
};

/** The configuration of a test app: the documented defaults in test mode, with the given overrides. */
export function testConfig(overrides: TestConfig = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-with-enough-length-0123456789',
    PORTAL_URL: 'http://portal.test',
    DATA_DIR: '/nonexistent/pglite',
    PORT: '3999',
  });
  return {
    ...base,
    host: '127.0.0.1',
    // The bearer check would otherwise reuse an account's state for a moment; tests change it and look at once.
    authCacheMs: 0,
    // Recomputations are queued but not run, unless a test turns the worker on: a background run would race
    // the tests that compute and read results themselves.
    rewards: { ...base.rewards, worker: false },
    ...overrides,
    throttle: { ...base.throttle, ...overrides.throttle },
    sessions: { ...base.sessions, ...overrides.sessions },
  };
}

/** The client an account manages (a Manager's), read from the database. */
export async function clientOf(t: TestApp, account: { email: string }): Promise<number> {
  const [row] = await t.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, account.email));
  if (!row?.clientId) throw new Error(`${account.email} manages no client`);
  return row.clientId;
}

/**
 * Reads until `done` accepts what was read (a queued job's result: a reset e-mail, a recomputation), or fails
 * after `ms` with the last value.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A JSON body parsed from an inject response (tests read it loosely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function body<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** Access token of an account (logs in through the API once per file and password). */
  tokenOf(account: { email: string; password: string }): Promise<string>;
  /** Access token of the demo account of a profile. */
  tokenOfProfile(profile: Profile): Promise<string>;
  /** inject with an optional bearer token and JSON body. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll that give the test file its own app on a fresh database (seeded with the demo
 * data unless `seed: false`). Read the fields inside tests, after beforeAll ran.
 */
export function setupTestApp(
  options: {
    seed?: boolean;
    config?: TestConfig;
    logStream?: { write(line: string): void };
    /** Fixture entities served besides the schemas, with their tables, created by `prepare`. */
    fixtures?: { entities: readonly EntitySchema[]; tables: Record<string, PgTable> };
    /** Schemas served instead of the generated ones of the same id (a file as a developer edited it). */
    edited?: readonly EntitySchema[];
    /** Runs on the fresh database before the app is built (fixture tables). */
    prepare?: (db: Database) => Promise<void>;
  } = {},
): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    const handle = await openTestDatabase({ seeded: options.seed !== false });
    await options.prepare?.(handle.db);
    const edited = new Map((options.edited ?? []).map((entity) => [entity.id, entity]));
    const served = DEFAULT_CATALOG.entities.map((entity) => edited.get(entity.id) ?? entity);
    const app = await buildApp({
      db: handle.db,
      config: testConfig(options.config),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      entities: [...served, ...(options.fixtures?.entities ?? [])],
      ...(options.fixtures ? { tables: { ...DEFAULT_CATALOG.tables, ...options.fixtures.tables } } : {}),
    });
    const call: TestApp['call'] = (method, url, { token, body: payload, headers = {} } = {}) =>
      app.inject({
        method,
        url,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    const tokens = new Map<string, Promise<string>>();
    const login = async (account: { email: string; password: string }) => {
      const response = await call('POST', '/v1/identity/connect/token', { body: account });
      if (response.statusCode !== 200) throw new Error(`login of ${account.email} failed: ${response.body}`);
      return body(response).data.accessToken as string;
    };
    const tokenOf = (account: { email: string; password: string }) => {
      const key = `${account.email}\n${account.password}`;
      if (!tokens.has(key)) tokens.set(key, login(account));
      return tokens.get(key) as Promise<string>;
    };
    Object.assign(context, {
      app,
      db: handle.db,
      handle,
      call,
      tokenOf,
      tokenOfProfile: (profile: Profile) => tokenOf(profile === 'Admin' ? ADMIN : MANAGER),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });
  return context;
}
