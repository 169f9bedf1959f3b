import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The query interface shared by both drivers; the application code never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** One transaction of `Database.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the versioned migrations of apps/api/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does the same: on PostgreSQL under an advisory lock (processes starting
   * together migrate and seed one after another), on PGlite as is (its folder admits one process).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The connections in use, idle and awaited (PostgreSQL's pool; undefined on PGlite). */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** Closes the connection(s) and releases the data folder lock. */
  close(): Promise<void>;
}

/** How long a query waits for a PostgreSQL connection before failing (answered 503 with Retry-After). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The advisory lock of the start-up work (migrations, the demo seed): any fixed number the API alone uses. */
const STARTUP_LOCK = 7_266_101;

/**
 * How a job queue (pg-boss, modules/rewards/jobs.ts) reaches the database under `db`: the PGlite instance
 * itself (one connection, shared with the API), or the PostgreSQL pool's connection settings for a small pool
 * of its own.
 */
export type QueueConnection =
  | { driver: 'pglite'; client: PGlite }
  | {
      driver: 'postgres';
      connection: Pick<
        pg.PoolConfig,
        'connectionString' | 'host' | 'port' | 'user' | 'password' | 'database' | 'ssl'
      >;
    };

/** The queue's way to the database of a `Database` of either driver (read from drizzle's `$client`). */
export function queueConnectionOf(db: Database): QueueConnection {
  const client: unknown = (db as Database & { $client?: unknown }).$client;
  if (client instanceof PGlite) return { driver: 'pglite', client };
  if (client instanceof pg.Pool) {
    const { connectionString, host, port, user, password, database, ssl } = client.options;
    const settings = { connectionString, host, port, user, password, database, ssl };
    return {
      driver: 'postgres',
      connection: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    };
  }
  throw new Error('queueConnectionOf: the database is neither a PGlite instance nor a node-postgres pool.');
}

/** Wraps an open PGlite instance (a data folder, or memory in the tests). */
export function pgliteHandle(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (work) => work(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** Wraps a node-postgres pool. */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: async (work) => {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        session.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`, guarded by
 * a lock file so a second process on the same folder refuses to start.
 *
 * @example const { db, migrate, close } = await openDatabase(loadConfig());
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A request waits this long for a connection (the server down, or every connection busy), then answers 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // No JIT compilation: the API's queries take milliseconds, and PostgreSQL compiled those it costed high (the
      // monitor's feed over a million trips) for 20-30 ms each time, more than the compiled code saved.
      options: '-c jit=off',
    });
    // An idle connection the server ends (a restart, a failover) is dropped from the pool, not a crash: the
    // pool connects anew on the next query.
    pool.on('error', (error) => console.warn(`Conexão ociosa com o banco encerrada: ${error.message}`));
    try {
      // Fail at start, not at the first request, when the server is unreachable.
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw error;
    }
    return postgresHandle(pool);
  }
  // PGlite does not create parent folders.
  mkdirSync(path.dirname(config.dataDir), { recursive: true });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    const client = await PGlite.create(config.dataDir);
    return pgliteHandle(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}
