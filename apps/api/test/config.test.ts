import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { REPO_ROOT } from '../src/paths.ts';

const root = mkdtempSync(path.join(tmpdir(), 'frota-api-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SMTP = {
  SMTP_URL: 'smtps://rota:segredo@smtp.exemplo.com.br:465',
  MAIL_FROM: 'nao-responda@exemplo.com.br',
};

describe('loadConfig', () => {
  it('refuses several processes on the embedded database, and takes them on PostgreSQL', () => {
    const env = { NODE_ENV: 'development', DATA_DIR: path.join(root, 'w', 'pglite'), JWT_SECRET: 'x' };
    expect(() => loadConfig({ ...env, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 exige PostgreSQL: defina DATABASE_URL (o banco embutido atende um processo só).',
    );
    expect(loadConfig({ ...env, WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://x@db/y' }).workers).toBe(2);
    expect(loadConfig(env).workers).toBe(1);
  });

  it('serves the portal folder PORTAL_DIR names, none when it is empty, and metrics only on METRICS_PORT', () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: path.join(root, 'p', 'pglite'),
      JWT_SECRET: 'a-production-secret-of-enough-length-0123',
      ...SMTP,
    };
    expect(loadConfig({ ...env, PORTAL_DIR: root }).portalDir).toBe(root);
    expect(loadConfig({ ...env, PORTAL_DIR: '' }).portalDir).toBeUndefined();
    expect(loadConfig(env).metrics).toBeUndefined();
    expect(loadConfig({ ...env, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it('has the documented defaults', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: path.join(root, 'a', 'pglite'),
      JWT_SECRET: 'x',
    });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      resetTokenTtlMinutes: 60,
      portalUrl: 'http://localhost:5173',
      corsOrigin: true,
      trustProxy: false,
      mail: { smtpUrl: undefined, from: 'nao-responda@localhost' },
      sessions: { maxHours: 12, idleMinutes: 30 },
      throttle: {
        accountFailures: 5,
        addressFailures: 30,
        windowMinutes: 15,
        lockSeconds: 60,
        maxLockMinutes: 15,
        resetRequestsPerHour: 3,
        identityCallsPerWindow: 120,
        identityCallsWindowSeconds: 60,
      },
      authCacheMs: 2000,
    });
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe('frota-portal');
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x' }).dataDir).toBe(
      path.join(REPO_ROOT, '.data', 'pglite'),
    );
  });

  it('takes an unset NODE_ENV as production: no open CORS, and a real JWT secret is required', () => {
    const dataDir = path.join(root, 'unset', 'pglite');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/JWT_SECRET é obrigatório/);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(40), ...SMTP });
    expect(config).toMatchObject({ nodeEnv: 'production', corsOrigin: false });
  });

  it('generates the development JWT secret once, beside the data folder', () => {
    const dataDir = path.join(root, 'b', 'pglite');
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).jwtSecret;
    expect(readFileSync(path.join(root, 'b', 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production and rejects bad numbers', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(root, 'c', 'pglite') })).toThrow(
      /JWT_SECRET é obrigatório/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
        ...SMTP,
        CORS_ORIGIN: 'https://a.b, https://c.d',
      }).corsOrigin,
    ).toEqual(['https://a.b', 'https://c.d']);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'x' })).toThrow(/PORT="abc"/);
  });

  it('refuses to start in production without a mail transport', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL é obrigatório em produção/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'http://x', MAIL_FROM: 'a@b.c' })).toThrow(
      /smtp:\/\/ ou smtps:\/\//,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: SMTP.SMTP_URL })).toThrow(/MAIL_FROM é obrigatório/);
    expect(loadConfig({ ...production, ...SMTP }).mail).toEqual({
      smtpUrl: SMTP.SMTP_URL,
      from: SMTP.MAIL_FROM,
      allowPlaintext: false,
    });
  });

  it('reads the session and guessing limits', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      JWT_SECRET: 'x',
      SESSION_MAX_HOURS: '8',
      SESSION_IDLE_MINUTES: '45',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
      IDENTITY_CALLS_PER_WINDOW: '10',
      TRUST_PROXY: 'loopback',
    });
    expect(config.sessions).toEqual({ maxHours: 8, idleMinutes: 45 });
    expect(config.throttle).toMatchObject({ accountFailures: 3, identityCallsPerWindow: 10 });
    expect(config.trustProxy).toBe('loopback');
    expect(() => loadConfig({ JWT_SECRET: 'x', NODE_ENV: 'test', SESSION_IDLE_MINUTES: '0' })).toThrow(
      /SESSION_IDLE_MINUTES="0"/,
    );
  });
});
