import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_BUILD, REPO_ROOT } from './paths.ts';

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
  resetTokenTtlMinutes: number;
  /** Base URL of the portal, used to build password reset links. */
  portalUrl: string;
  /** Whether the OpenAPI page (/docs) and document (/docs/json) are served: off in production by default. */
  docsEnabled: boolean;
  /** `true` reflects any origin; otherwise the list of allowed origins; `false` disables CORS. */
  corsOrigin: boolean | string[];
  logLevel: string;
  /** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For). */
  trustProxy: boolean | string;
  /** Outgoing mail: an SMTP transport (required in production) or, outside production, the dev outbox. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Whether mail may go to an SMTP server without TLS; production refuses it unless SMTP_ALLOW_PLAINTEXT. */
    allowPlaintext: boolean;
  };
  sessions: SessionLimits;
  throttle: ThrottleSettings;
  /** How long the bearer check may reuse what it read of an account and its session. */
  authCacheMs: number;
  rewards: RewardsJobSettings;
  telemetry: TelemetrySettings;
  /** The portal's built files, served on the API's own origin; undefined serves none (a separate deployment). */
  portalDir: string | undefined;
  /** Whether the portal was built with a Google Maps key: its page's CSP then allows Google's map hosts. */
  mapsEnabled: boolean;
  /** How long a stopping process waits for the requests in flight before it closes anyway. */
  shutdownTimeoutSeconds: number;
  /** Processes sharing the port (WEB_CONCURRENCY): more than one needs PostgreSQL. */
  workers: number;
  /** Where Prometheus reads the metrics (METRICS_PORT, on METRICS_HOST); undefined serves none. */
  metrics: { port: number; host: string } | undefined;
  /** Months of partitioned records kept before the current one (PARTITION_RETENTION_MONTHS); 0 keeps all. */
  partitionRetentionMonths: number;
}

/** What the telemetry ingest accepts from an integration key (modules/telemetry). */
export interface TelemetrySettings {
  /** Readings older than this many days are refused: a late batch cannot rewrite a month long paid. */
  maxReadingAgeDays: number;
  /** Batches one integration key may send per minute (counted in each API process). */
  batchesPerKeyPerMinute: number;
  /** Batches one process stores at once; more are refused with 503 and Retry-After (overload). */
  batchesInFlight: number;
}

/** The rewards' background recomputation (modules/rewards/jobs.ts): a pg-boss queue in the API's database. */
export interface RewardsJobSettings {
  /** Whether this process runs the recomputations; every process queues them (several may share PostgreSQL). */
  worker: boolean;
  /** How often an idle worker looks for queued recomputations (pg-boss's polling; at least 0.5). */
  pollingIntervalSeconds: number;
}

/** A session's absolute lifetime (carried through refresh rotations) and its idle limit. */
export interface SessionLimits {
  maxHours: number;
  idleMinutes: number;
}

/** Limits on guessing: failed sign-ins and wrong current passwords, reset requests, and the call rate. */
export interface ThrottleSettings {
  /** Consecutive failures of one account before it is locked for a growing time. */
  accountFailures: number;
  /** Failures from one address, whatever the account, within the window before the address is locked. */
  addressFailures: number;
  windowMinutes: number;
  /** The first lock; each further failure doubles it, up to `maxLockMinutes`. */
  lockSeconds: number;
  maxLockMinutes: number;
  /** Reset e-mails one account may receive per hour; further requests send nothing. */
  resetRequestsPerHour: number;
  /** Identity calls (sign-in, refresh, password calls) per address per window. */
  identityCallsPerWindow: number;
  identityCallsWindowSeconds: number;
}

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

function booleanSetting(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name}="${raw}" inválido: use true ou false.`);
}

/** A number of seconds of at least `min` (fractions allowed). */
function secondsSetting(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name}="${raw}" inválido: informe um número de segundos a partir de ${min}.`);
  }
  return value;
}

function trustProxyOf(env: Env): Config['trustProxy'] {
  const raw = env['TRUST_PROXY']?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
}

/**
 * Production sends mail through SMTP only: the dev outbox keeps reset links in a table and the log, where
 * anyone who reads them could take over an account.
 */
function mailOf(env: Env, nodeEnv: Config['nodeEnv']): Config['mail'] {
  const smtpUrl = env['SMTP_URL']?.trim() || undefined;
  const from = env['MAIL_FROM']?.trim() || undefined;
  if (nodeEnv === 'production') {
    if (!smtpUrl)
      throw new Error(
        'SMTP_URL é obrigatório em produção (ex.: smtps://usuario:senha@smtp.exemplo.com.br:465): sem ele não há como enviar os e-mails de redefinição de senha.',
      );
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL deve começar com smtp:// ou smtps://.');
    if (!from)
      throw new Error(
        'MAIL_FROM é obrigatório em produção (ex.: "Rota Premiada <nao-responda@exemplo.com.br>").',
      );
  }
  // Reset links sign in: production sends them over TLS only (smtps://, or STARTTLS required), unless told.
  const allowPlaintext = booleanSetting(env, 'SMTP_ALLOW_PLAINTEXT', nodeEnv !== 'production');
  return { smtpUrl, from: from ?? 'nao-responda@localhost', allowPlaintext };
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name}="${raw}" inválido: informe um número inteiro maior ou igual a zero.`);
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
 * The portal's build folder: PORTAL_DIR, else apps/portal/dist once `vite build` wrote it ('' serves none). Tests
 * serve none unless they say so.
 */
function portalDirOf(env: Env, nodeEnv: Config['nodeEnv']): string | undefined {
  const raw = env['PORTAL_DIR'];
  if (raw !== undefined) return raw.trim() ? path.resolve(raw) : undefined;
  if (nodeEnv === 'test') return undefined;
  return existsSync(path.join(PORTAL_BUILD, 'index.html')) ? PORTAL_BUILD : undefined;
}

/** WEB_CONCURRENCY processes; PGlite is one process's folder, so more than one needs PostgreSQL. */
function workersOf(env: Env, databaseUrl: string | undefined): number {
  const workers = positiveInteger(env, 'WEB_CONCURRENCY', 1);
  if (workers > 1 && !databaseUrl)
    throw new Error(
      `WEB_CONCURRENCY=${workers} exige PostgreSQL: defina DATABASE_URL (o banco embutido atende um processo só).`,
    );
  return workers;
}

/** Metrics only on a port of their own, on this machine unless METRICS_HOST says otherwise: never public. */
function metricsOf(env: Env): Config['metrics'] {
  if (!env['METRICS_PORT']) return undefined;
  return { port: positiveInteger(env, 'METRICS_PORT', 9464), host: env['METRICS_HOST'] || '127.0.0.1' };
}

/** Where the data is: DATABASE_URL (PostgreSQL), else the PGlite folder DATA_DIR (default `.data/pglite`). */
export function databaseConfigOf(env: Env = process.env): Pick<Config, 'databaseUrl' | 'dataDir'> {
  return {
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: path.resolve(env['DATA_DIR'] || path.join(REPO_ROOT, '.data', 'pglite')),
  };
}

/**
 * Reads the configuration from the environment.
 *
 * @example loadConfig({ PORT: '3001' }).port // 3001
 */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nodeEnvOf(env);
  const { databaseUrl, dataDir } = databaseConfigOf(env);
  return {
    nodeEnv,
    port: positiveInteger(env, 'PORT', 3000),
    // A developer's API answers their own machine only; a server listens on every interface.
    host: env['HOST'] || (nodeEnv === 'development' ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl,
    dataDir,
    jwtSecret: jwtSecretOf(env, nodeEnv, dataDir),
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    resetTokenTtlMinutes: positiveInteger(env, 'RESET_TOKEN_TTL_MINUTES', 60),
    portalUrl: (env['PORTAL_URL'] || 'http://localhost:5173').replace(/\/+$/, ''),
    docsEnabled: booleanSetting(env, 'DOCS_ENABLED', nodeEnv !== 'production'),
    corsOrigin: corsOriginOf(env, nodeEnv),
    logLevel: env['LOG_LEVEL'] || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyOf(env),
    mail: mailOf(env, nodeEnv),
    sessions: {
      maxHours: positiveInteger(env, 'SESSION_MAX_HOURS', 12),
      idleMinutes: positiveInteger(env, 'SESSION_IDLE_MINUTES', 30),
    },
    throttle: {
      accountFailures: positiveInteger(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5),
      addressFailures: positiveInteger(env, 'LOGIN_FAILURES_PER_ADDRESS', 30),
      windowMinutes: positiveInteger(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15),
      lockSeconds: positiveInteger(env, 'LOGIN_LOCK_SECONDS', 60),
      maxLockMinutes: positiveInteger(env, 'LOGIN_MAX_LOCK_MINUTES', 15),
      resetRequestsPerHour: positiveInteger(env, 'RESET_REQUESTS_PER_HOUR', 3),
      identityCallsPerWindow: positiveInteger(env, 'IDENTITY_CALLS_PER_WINDOW', 120),
      identityCallsWindowSeconds: positiveInteger(env, 'IDENTITY_CALLS_WINDOW_SECONDS', 60),
    },
    authCacheMs: nonNegativeInteger(env, 'AUTH_CACHE_MS', 2000),
    rewards: {
      worker: booleanSetting(env, 'REWARDS_WORKER', true),
      pollingIntervalSeconds: secondsSetting(env, 'REWARDS_POLLING_SECONDS', 2, 0.5),
    },
    telemetry: {
      maxReadingAgeDays: positiveInteger(env, 'TELEMETRY_MAX_AGE_DAYS', 7),
      batchesPerKeyPerMinute: positiveInteger(env, 'TELEMETRY_BATCHES_PER_KEY_PER_MINUTE', 1200),
      batchesInFlight: positiveInteger(env, 'TELEMETRY_BATCHES_IN_FLIGHT', 10),
    },
    portalDir: portalDirOf(env, nodeEnv),
    mapsEnabled: Boolean(env['VITE_GOOGLE_MAPS_API_KEY']?.trim()),
    shutdownTimeoutSeconds: positiveInteger(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10),
    workers: workersOf(env, databaseUrl),
    metrics: metricsOf(env),
    partitionRetentionMonths: nonNegativeInteger(env, 'PARTITION_RETENTION_MONTHS', 0),
  };
}
