/**
 * Worker crash: writers create records without pause while one worker is killed (SIGKILL), round after round.
 * Passes when every write acknowledged is stored, the other worker answered within 2 s of each kill, and the
 * supervisor replaced each dead worker with one that serves (before the next round, which may kill the other).
 */
import { ms } from '../lib/stats.ts';
import { until, workerPids } from './processes.ts';
import type { ScenarioResult } from './result.ts';
import { statusCounts } from './result.ts';
import { Acknowledged, type Outcome, type SignedIn, writeRecord } from './traffic.ts';

const WRITERS = 6;

/** Closed-loop writers creating vehicle types until `stop()`; the acknowledged codes are kept. */
function writers(api: SignedIn, acknowledged: Acknowledged, started: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async () => {
    while (running) outcomes.push(await writeRecord(api, acknowledged, started));
  };
  const done = Promise.all(Array.from({ length: WRITERS }, loop));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

export async function workerCrash(
  api: SignedIn,
  { supervisor, listening }: { supervisor: number; listening: ReadonlySet<number> },
  databaseUrl: string,
  rounds: number,
  log: (message: string) => void,
): Promise<ScenarioResult> {
  const acknowledged = new Acknowledged();
  const started = performance.now();
  const load = writers(api, acknowledged, started);
  const problems: string[] = [];
  const replacedIn: number[] = [];
  const answeredIn: number[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      const before = workerPids(supervisor);
      const victim = before[round % before.length];
      if (victim === undefined) {
        problems.push(`round ${round}: the supervisor has no workers left`);
        break;
      }
      const killedAt = performance.now() - started;
      process.kill(victim, 'SIGKILL');
      const answered = await until(
        'an answer after the kill',
        () => load.outcomes.find((o) => o.status >= 200 && o.status < 300 && o.at > killedAt + 50),
        2_000,
      ).catch(() => undefined);
      if (answered) answeredIn.push(answered.at + answered.ms - killedAt);
      else problems.push(`round ${round}: no answer within 2 s of killing worker ${victim}`);
      const replacement = await until(
        'the replacement worker',
        () => {
          const now = workerPids(supervisor);
          const serving = now.every((pid) => listening.has(pid));
          return now.length === before.length && !now.includes(victim) && serving ? now : undefined;
        },
        30_000,
      ).catch(() => undefined);
      if (replacement) replacedIn.push(performance.now() - started - killedAt);
      else problems.push(`round ${round}: worker ${victim} not replaced within 30 s`);
      log(`worker crash: round ${round}/${rounds}, ${acknowledged.codes.length} writes acknowledged`);
    }
  } finally {
    await load.stop();
  }
  const missing = await acknowledged.missing({ databaseUrl });
  if (missing.writes > 0) problems.push(`${missing.writes} acknowledged write(s) missing`);
  const worst = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);
  return {
    name: `worker crash (${rounds} rounds of SIGKILL under ${WRITERS} concurrent writers, 2 workers)`,
    figures: [
      ['writes', `${load.outcomes.length} sent: ${statusCounts(load.outcomes)}`],
      ['acknowledged', `${acknowledged.codes.length}; missing afterwards ${missing.writes}`],
      ['other worker answered', `within ${ms(worst(answeredIn))} ms of a kill at worst`],
      ['dead worker replaced', `${replacedIn.length}/${rounds}, within ${ms(worst(replacedIn))} ms at worst`],
    ],
    problems,
  };
}
