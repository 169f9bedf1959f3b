import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed/index.ts';
import { openTestDatabase } from './database.ts';

export const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234' };
export const MANAGER = { email: 'gestor@demo.com.br', password: 'demo1234' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-with-enough-length-0123456789',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    resetTokenTtlMinutes: 60,
    portalUrl: 'http://portal.test',
    corsOrigin: true,
    logLevel: 'silent',
    ...overrides,
  };
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
  /** inject with an optional bearer token and JSON body. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll that give the test file its own app on a fresh database (seeded with the demo
 * data unless `seed: false`). Read the fields inside tests, after beforeAll ran.
 */
export function setupTestApp(options: { seed?: boolean; config?: Partial<Config> } = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    const handle = await openTestDatabase();
    if (options.seed !== false) await seedDemoData(handle.db);
    const app = await buildApp({ db: handle.db, config: testConfig(options.config) });
    const call: TestApp['call'] = (method, url, { token, body: payload } = {}) =>
      app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    const tokens = new Map<string, Promise<string>>();
    const login = async (account: { email: string; password: string }) => {
      const response = await call('POST', '/v1/identity/connect/token', { body: account });
      if (response.statusCode !== 200) throw new Error(`login of ${account.email} failed: ${response.body}`);
      return body(response).data.accessToken as string;
    };
    Object.assign(context, {
      app,
      db: handle.db,
      handle,
      call,
      tokenOf: (account: { email: string; password: string }) => {
        const key = `${account.email}\n${account.password}`;
        if (!tokens.has(key)) tokens.set(key, login(account));
        return tokens.get(key) as Promise<string>;
      },
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });
  return context;
}
