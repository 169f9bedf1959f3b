/**
 * Database restart: the mixed traffic goes on while PostgreSQL stops for `outageSeconds` and starts again.
 * Passes when, during the outage, every answer is a 2xx or a 503 with Retry-After and a pt-BR message (never a
 * 500, never no answer within the request time-out) and /ready says not ready; afterwards every answer is a
 * success again within 15 s, no worker was restarted, and every acknowledged write is stored.
 */
import { ms } from '../lib/stats.ts';
import type { PrivatePostgres } from './private-postgres.ts';
import { workerPids } from './processes.ts';
import type { ScenarioResult } from './result.ts';
import { statusCounts } from './result.ts';
import {
  Acknowledged,
  fixedRate,
  mixedOperations,
  type Outcome,
  REQUEST_TIMEOUT_MS,
  type SignedIn,
} from './traffic.ts';

const RECOVERY_BUDGET_MS = 15_000;
const PT_BR_UNAVAILABLE = /indisponível|não responde/;

export async function databaseRestart(
  api: SignedIn,
  supervisor: number,
  server: PrivatePostgres,
  databaseUrl: string,
  options: { outageSeconds: number; perSecond: number },
  log: (message: string) => void,
): Promise<ScenarioResult> {
  const acknowledged = new Acknowledged();
  const pidsBefore = workerPids(supervisor);
  const started = performance.now();
  const before = 8_000;
  const after = 20_000;
  const readiness: Array<{ at: number; status: number }> = [];
  let outage = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };
  const traffic = fixedRate(
    // No exports: a file's download is no different from a list's here, and slower.
    mixedOperations(api, acknowledged).filter((operation) => operation.kind !== 'export'),
    options.perSecond,
    before + options.outageSeconds * 1000 + after,
    { started },
  );
  await new Promise((resolve) => setTimeout(resolve, before));
  log(`database restart: stopping PostgreSQL for ${options.outageSeconds} s`);
  await server.stop();
  const stoppedAt = performance.now() - started;
  const poll = setInterval(() => {
    const at = performance.now() - started;
    void fetch(`${api.base}/ready`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .then((answer) => readiness.push({ at, status: answer.status }))
      .catch(() => readiness.push({ at, status: 0 }));
  }, 500);
  await new Promise((resolve) => setTimeout(resolve, options.outageSeconds * 1000));
  await server.start();
  const startedAgainAt = performance.now() - started;
  clearInterval(poll);
  outage = { from: stoppedAt, to: startedAgainAt };
  log('database restart: PostgreSQL started again');
  const { outcomes } = await traffic;

  // Requests sent while the server was down, or answered while it was (sent just before).
  const during = outcomes.filter((o) => o.at + o.ms >= outage.from && o.at <= outage.to);
  const after_ = outcomes.filter((o) => o.at > outage.to);
  const wrong = during.filter(
    (o) =>
      !(o.status >= 200 && o.status < 300) &&
      !(o.status === 503 && o.retryAfter && PT_BR_UNAVAILABLE.test(o.message ?? '')),
  );
  const failing = (o: Outcome) => !(o.status >= 200 && o.status < 300);
  const lastFailure = after_.filter(failing).at(-1);
  const recoveredIn = lastFailure ? lastFailure.at + lastFailure.ms - outage.to : 0;
  const missing = await acknowledged.missing({ databaseUrl });
  const pidsAfter = workerPids(supervisor);
  const readyDuring = readiness.filter((r) => r.at > outage.from + 1_000 && r.at < outage.to);

  const problems: string[] = [];
  if (wrong.length > 0)
    problems.push(
      `${wrong.length} answer(s) during the outage were neither a success nor a 503 with Retry-After in pt-BR: ${statusCounts(wrong)} (${wrong[0]?.kind}: ${wrong[0]?.message ?? wrong[0]?.failure})`,
    );
  if (during.some((o) => o.ms > REQUEST_TIMEOUT_MS - 500))
    problems.push('an answer took the whole request time-out');
  if (readyDuring.some((r) => r.status !== 503))
    problems.push(`/ready answered ${statusCounts(readyDuring)} during the outage`);
  if (recoveredIn > RECOVERY_BUDGET_MS)
    problems.push(
      `failures went on ${ms(recoveredIn)} ms after the restart (budget ${RECOVERY_BUDGET_MS} ms)`,
    );
  if (pidsAfter.join() !== pidsBefore.join())
    problems.push(`workers restarted: ${pidsBefore.join(', ')} → ${pidsAfter.join(', ')}`);
  if (missing.writes + missing.readings > 0)
    problems.push(`${missing.writes} acknowledged write(s) and ${missing.readings} reading(s) missing`);
  return {
    name: `database restart (PostgreSQL down ${options.outageSeconds} s under ${options.perSecond} requests/s, 2 workers)`,
    figures: [
      ['answers during the outage', statusCounts(during)],
      [
        'slowest answer during it',
        `${ms(Math.max(0, ...during.map((o) => o.ms)))} ms (time-out ${REQUEST_TIMEOUT_MS / 1000} s)`,
      ],
      ['/ready during it', statusCounts(readyDuring)],
      ['answers after it', statusCounts(after_)],
      ['every answer a success again', `${ms(recoveredIn)} ms after PostgreSQL was up`],
      ['workers', `${pidsBefore.join(', ')} before, ${pidsAfter.join(', ')} after`],
      [
        'acknowledged writes',
        `${acknowledged.codes.length} records, ${acknowledged.readings} readings; missing ${missing.writes + missing.readings}`,
      ],
    ],
    problems,
  };
}
