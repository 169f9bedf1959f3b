/**
 * A PostgreSQL server of the reliability suite's own, on a free port and a temp folder, that the suite may stop
 * and start at will (the machine's shared server must not be). Debian's `initdb` and `pg_ctl` (the `postgresql`
 * package, installed with apt-get when missing); as root, they run as the `postgres` user, since the server
 * refuses to run as root.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { atTeardown, freePort, tempDir } from '../lib/processes.ts';

const VERSIONS_DIR = '/usr/lib/postgresql';

/** The newest installed server's programs, installing Debian's package when there is none. */
function serverPrograms(log: (message: string) => void): string {
  const find = () =>
    existsSync(VERSIONS_DIR)
      ? readdirSync(VERSIONS_DIR)
          .filter((version) => existsSync(join(VERSIONS_DIR, version, 'bin', 'pg_ctl')))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(VERSIONS_DIR, version, 'bin'))[0]
      : undefined;
  const found = find();
  if (found) return found;
  log('initdb/pg_ctl missing: installing Debian package postgresql (apt-get, needs root)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ])
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      throw new Error('Could not install postgresql: apt-get install -y postgresql, then run again.');
  const installed = find();
  if (!installed) throw new Error(`postgresql installed, but no pg_ctl under ${VERSIONS_DIR}/*/bin.`);
  return installed;
}

export interface PrivatePostgres {
  port: number;
  /** The address of a database on it (trust authentication, user postgres). */
  url(database?: string): string;
  /** Starts the server (resolves once it accepts connections). */
  start(): Promise<void>;
  /** A fast shutdown: open connections are ended, what was committed is kept. */
  stop(): Promise<void>;
  isRunning(): boolean;
}

/** Initialises and starts a private server; it is stopped and its folder removed at the suite's teardown. */
export async function startPrivatePostgres(log: (message: string) => void): Promise<PrivatePostgres> {
  const bin = serverPrograms(log);
  const dir = tempDir('postgres');
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so the suite's traffic goes on while the server stops or starts.
  const run = async (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    try {
      await promisify(execFile)(command, full);
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${program} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
        cause: error,
      });
    }
  };
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  let running = false;
  const server: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await run('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    isRunning: () => running,
  };
  await server.start();
  atTeardown(async () => {
    if (server.isRunning()) await server.stop();
  });
  log(`private PostgreSQL on 127.0.0.1:${port} (${bin})`);
  return server;
}

/** Creates a database on the server. */
export async function createDatabase(server: PrivatePostgres, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url(name);
}
