import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';

const root = mkdtempSync(path.join(tmpdir(), 'frota-api-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadConfig', () => {
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
      refreshTokenTtlDays: 30,
      resetTokenTtlMinutes: 60,
      portalUrl: 'http://localhost:5173',
      corsOrigin: true,
    });
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe('frota-portal');
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x' }).dataDir).toBe(
      path.join(REPO_ROOT, '.data', 'pglite'),
    );
  });

  it('takes an unset NODE_ENV as production: no open CORS, and a real JWT secret is required', () => {
    const dataDir = path.join(root, 'unset', 'pglite');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/JWT_SECRET é obrigatório/);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(40) });
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
        CORS_ORIGIN: 'https://a.b, https://c.d',
      }).corsOrigin,
    ).toEqual(['https://a.b', 'https://c.d']);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'x' })).toThrow(/PORT="abc"/);
  });
});
