/**
 * Soak: the mixed traffic at a fixed rate for minutes on two workers, after 45 s of it unmeasured. Passes with no
 * error answer, the last minute's p99 within 20 % of the first's (each the median of its four 15-second windows'
 * p99), each worker's resident memory grown 10 % or less from the end of the first minute to the end, and every
 * acknowledged write stored.
 */
import { median, ms } from '../lib/stats.ts';
import { residentMb, workerPids } from './processes.ts';
import type { ScenarioResult } from './result.ts';
import { statusCounts } from './result.ts';
import {
  Acknowledged,
  fixedRate,
  isError,
  mixedOperations,
  type Outcome,
  p99,
  type SignedIn,
} from './traffic.ts';

export const SOAK_P99_DRIFT = 0.2;
export const SOAK_MEMORY_GROWTH = 0.1;
const WARM_UP_SECONDS = 45;
/** A minute's p99 is the median of its four 15-second windows' p99: one stall (a GC, a checkpoint) is not a trend. */
const WINDOW_MS = 15_000;

/** The p99 of a minute's answers, as the median of its 15-second windows' p99s. */
function minuteP99(outcomes: readonly Outcome[], minute: number): number {
  const windows = [0, 1, 2, 3].map((w) =>
    outcomes.filter((o) => Math.floor(o.at / WINDOW_MS) === minute * 4 + w),
  );
  return median(windows.filter((w) => w.length > 0).map((w) => p99(w)));
}

export async function soak(
  api: SignedIn,
  supervisor: number,
  databaseUrl: string,
  options: { minutes: number; perSecond: number },
  log: (message: string) => void,
): Promise<ScenarioResult> {
  const acknowledged = new Acknowledged();
  const pids = workerPids(supervisor);
  // The same traffic first, not measured: a fresh database and fresh processes answer faster (small tables, cold
  // planner statistics) or slower (JIT) than after a while, which the first minute would take for drift.
  log(`soak: ${WARM_UP_SECONDS} s of warm-up`);
  await fixedRate(mixedOperations(api, acknowledged), options.perSecond, WARM_UP_SECONDS * 1000);
  const memory: Array<{ at: number; mb: number[] }> = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    memory.push({ at: performance.now() - started, mb: residentMb(pids) });
  }, 5_000);
  log(`soak: ${options.perSecond} requests/s for ${options.minutes} min on workers ${pids.join(', ')}`);
  const minuteLog = setInterval(
    () => log(`soak: ${Math.round((performance.now() - started) / 1000)} s`),
    30_000,
  );
  const { outcomes, skipped } = await fixedRate(
    mixedOperations(api, acknowledged),
    options.perSecond,
    options.minutes * 60_000,
    { started },
  );
  clearInterval(sampler);
  clearInterval(minuteLog);
  memory.push({ at: performance.now() - started, mb: residentMb(pids) });

  const errors = outcomes.filter((outcome) => isError(outcome) || outcome.status >= 400);
  const afterFirstMinute = memory.find((sample) => sample.at >= 60_000) ?? memory[0]!;
  const end = memory.at(-1)!;
  const growth = end.mb.map((mb, i) => mb / (afterFirstMinute.mb[i] ?? mb) - 1);
  const missing = await acknowledged.missing({ databaseUrl });
  const [p99First, p99Last] = [minuteP99(outcomes, 0), minuteP99(outcomes, options.minutes - 1)];

  const problems: string[] = [];
  const drifted = p99Last > p99First * (1 + SOAK_P99_DRIFT);
  if (errors.length > 0)
    problems.push(
      `${errors.length} error answer(s): ${statusCounts(errors)} (${errors[0]?.kind}: ${errors[0]?.message ?? errors[0]?.failure})`,
    );
  if (drifted)
    problems.push(`p99 drifted from ${ms(p99First)} to ${ms(p99Last)} ms (over ${SOAK_P99_DRIFT * 100} %)`);
  if (growth.some((g) => g > SOAK_MEMORY_GROWTH))
    problems.push(`resident memory grew ${growth.map((g) => `${(g * 100).toFixed(1)} %`).join(', ')}`);
  if (missing.writes + missing.readings > 0)
    problems.push(`${missing.writes} acknowledged write(s) and ${missing.readings} reading(s) missing`);
  if (skipped > 0) problems.push(`${skipped} request(s) not sent: too many answers outstanding`);
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))];
  return {
    name: `soak (${options.minutes} min, ${options.perSecond} requests/s, 2 workers on PostgreSQL)`,
    figures: [
      [
        'requests',
        `${outcomes.length} (${kinds.map((k) => `${k} ${outcomes.filter((o) => o.kind === k).length}`).join(', ')})`,
      ],
      ['answers', statusCounts(outcomes)],
      [
        'p99 first / last minute (median of 15 s windows)',
        `${ms(p99First)} / ${ms(p99Last)} ms (budget: last ≤ first + ${SOAK_P99_DRIFT * 100} %)`,
      ],
      [
        'resident memory per worker',
        `${afterFirstMinute.mb.map((mb) => mb.toFixed(0)).join(' / ')} MB after minute 1 → ${end.mb.map((mb) => mb.toFixed(0)).join(' / ')} MB (budget: +${SOAK_MEMORY_GROWTH * 100} %)`,
      ],
      [
        'acknowledged writes',
        `${acknowledged.codes.length} records, ${acknowledged.readings} readings; missing ${missing.writes + missing.readings}`,
      ],
    ],
    problems,
    driftOnly: drifted && problems.length === 1,
  };
}
