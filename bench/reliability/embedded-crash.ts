/**
 * Embedded database crash: the single API process on PGlite (the default, one process per data folder) is killed
 * (SIGKILL) under concurrent writes and ingest, round after round, and started again on the same folder. Passes
 * when it starts every time (the folder opens again, its lock left by a dead process taken over) and every write
 * and reading it acknowledged is there at the end.
 */
import { randomBytes } from 'node:crypto';
import { ms } from '../lib/stats.ts';
import { API_DIR, freePort, type Server, startNode, waitForUrl } from '../lib/processes.ts';
import type { ScenarioResult } from './result.ts';
import { statusCounts } from './result.ts';
import { Acknowledged, ingest, type Outcome, type SignedIn, signIn, writeRecord } from './traffic.ts';

const WRITERS = 4;

/** The built API on the PGlite folder, one process, as `npm start` runs it by default. */
async function startOnPglite(dataDir: string, port: number, jwtSecret: string): Promise<Server> {
  const server = startNode('api (PGlite)', ['dist/main.js'], API_DIR, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTAL_DIR: '',
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'bench@localhost',
    REWARDS_WORKER: 'false',
    TELEMETRY_BATCHES_PER_KEY_PER_MINUTE: '1000000',
  });
  await waitForUrl(`http://127.0.0.1:${port}/ready`, server, 60_000);
  return server;
}

export async function embeddedCrash(
  dataDir: string,
  rounds: number,
  log: (message: string) => void,
): Promise<ScenarioResult> {
  const acknowledged = new Acknowledged();
  const port = await freePort();
  const jwtSecret = randomBytes(48).toString('base64url');
  const outcomes: Outcome[] = [];
  const startTimes: number[] = [];
  const problems: string[] = [];
  let api: SignedIn | undefined;
  for (let round = 1; round <= rounds; round += 1) {
    const t0 = performance.now();
    let server: Server;
    try {
      server = await startOnPglite(dataDir, port, jwtSecret);
    } catch (error) {
      problems.push(
        `round ${round}: the API did not start on the folder again: ${(error as Error).message.split('\n')[0]}`,
      );
      break;
    }
    startTimes.push(performance.now() - t0);
    api ??= await signIn(`http://127.0.0.1:${port}`);
    const signedIn = api;
    const started = performance.now();
    let running = true;
    // One writer sends readings, the others records.
    const loop = async (writer: number) => {
      while (running)
        outcomes.push(
          writer === 0
            ? await ingest(signedIn, acknowledged, started, 100)
            : await writeRecord(signedIn, acknowledged, started),
        );
    };
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, i) => loop(i)));
    await new Promise((resolve) => setTimeout(resolve, 1_000 + (round % 3) * 300));
    process.kill(server.child.pid!, 'SIGKILL');
    await new Promise<void>((resolve) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
      else server.child.once('exit', () => resolve());
    });
    running = false;
    await writers;
    log(
      `embedded crash: round ${round}/${rounds}, ${acknowledged.codes.length} writes and ${acknowledged.readings} readings acknowledged`,
    );
  }
  const missing = problems.length ? { writes: 0, readings: 0 } : await acknowledged.missing({ dataDir });
  if (missing.writes + missing.readings > 0)
    problems.push(`${missing.writes} acknowledged write(s) and ${missing.readings} reading(s) missing`);
  return {
    name: `embedded database crash (${rounds} rounds of SIGKILL under ${WRITERS} concurrent writers, PGlite)`,
    figures: [
      ['requests', `${outcomes.length}: ${statusCounts(outcomes)}`],
      [
        'acknowledged',
        `${acknowledged.codes.length} records, ${acknowledged.readings} readings; missing afterwards ${missing.writes + missing.readings}`,
      ],
      [
        'start on the folder again',
        `${startTimes.length}/${rounds}, slowest ${ms(Math.max(0, ...startTimes))} ms`,
      ],
    ],
    problems,
  };
}
