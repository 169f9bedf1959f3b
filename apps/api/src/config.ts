import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, validated once at start-up. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database at `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  resetTokenTtlMinutes: number;
  /** Base URL of the portal, used to build password reset links. */
  portalUrl: string;
  /** `true` reflects any origin; otherwise the list of allowed origins; `false` disables CORS. */
  corsOrigin: boolean | string[];
  logLevel: string;
}

/** The monorepo root: apps/api/src/config.ts is three levels below it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name}="${raw}" inválido: informe um número inteiro positivo.`);
  }
  return value;
}

/**
 * Unset means production: the demo seed, the dev outbox (which hands out reset links) and open CORS must
 * never be on by accident. `npm start` and the package's start/dev scripts say development explicitly.
 */
function nodeEnvOf(env: Env): Config['nodeEnv'] {
  const value = env['NODE_ENV'] || 'production';
  if (value === 'development' || value === 'production' || value === 'test') return value;
  throw new Error(`NODE_ENV="${value}" inválido: use development, production ou test.`);
}

function corsOriginOf(env: Env, nodeEnv: Config['nodeEnv']): Config['corsOrigin'] {
  const raw = env['CORS_ORIGIN']?.trim();
  if (!raw) return nodeEnv !== 'production';
  if (raw === '*') return true;
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * The JWT signing secret. Production must set JWT_SECRET; in development a random secret is generated once
 * and kept beside the data folder, so sessions survive restarts.
 */
function jwtSecretOf(env: Env, nodeEnv: Config['nodeEnv'], dataDir: string): string {
  const given = env['JWT_SECRET'];
  if (given) {
    if (nodeEnv === 'production' && given.length < 32)
      throw new Error('JWT_SECRET deve ter ao menos 32 caracteres.');
    return given;
  }
  if (nodeEnv === 'production')
    throw new Error('JWT_SECRET é obrigatório em produção (NODE_ENV=production).');
  const file = path.join(path.dirname(dataDir), 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads the configuration from the environment.
 *
 * @example loadConfig({ PORT: '3001' }).port // 3001
 */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nodeEnvOf(env);
  const dataDir = path.resolve(env['DATA_DIR'] || path.join(REPO_ROOT, '.data', 'pglite'));
  return {
    nodeEnv,
    port: positiveInteger(env, 'PORT', 3000),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir,
    jwtSecret: jwtSecretOf(env, nodeEnv, dataDir),
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlDays: positiveInteger(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    resetTokenTtlMinutes: positiveInteger(env, 'RESET_TOKEN_TTL_MINUTES', 60),
    portalUrl: (env['PORTAL_URL'] || 'http://localhost:5173').replace(/\/+$/, ''),
    corsOrigin: corsOriginOf(env, nodeEnv),
    logLevel: env['LOG_LEVEL'] || (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
