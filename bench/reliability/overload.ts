/**
 * Overload: the ingest's capacity is measured (batches of 500 as fast as they are taken), then batches are sent
 * at twice that rate. Passes when every batch gets a 200, or a 429 or 503 with Retry-After (never another error,
 * never no answer), the workers' resident memory is bounded (its median in the second half of the overload no
 * more than 20 % over the first half's peak: the excess is turned away, not held), and every reading accepted is
 * stored.
 */
import { median, ms } from '../lib/stats.ts';
import { residentMb, workerPids } from './processes.ts';
import type { ScenarioResult } from './result.ts';
import { statusCounts } from './result.ts';
import { Acknowledged, fixedRate, INGEST_BATCH, ingest, type Outcome, type SignedIn } from './traffic.ts';

const CAPACITY_CONCURRENCY = 8;
export const OVERLOAD_MEMORY_GROWTH = 0.2;

export async function overload(
  api: SignedIn,
  supervisor: number,
  databaseUrl: string,
  options: { capacitySeconds: number; overloadSeconds: number },
  log: (message: string) => void,
): Promise<ScenarioResult> {
  const acknowledged = new Acknowledged();
  const pids = workerPids(supervisor);
  const started = performance.now();
  const measured: Outcome[] = [];
  const until = performance.now() + options.capacitySeconds * 1000;
  await Promise.all(
    Array.from({ length: CAPACITY_CONCURRENCY }, async () => {
      while (performance.now() < until) measured.push(await ingest(api, acknowledged, started));
    }),
  );
  const stored = measured.filter((o) => o.status === 200).length;
  const capacity = stored / options.capacitySeconds;
  log(
    `overload: capacity ${capacity.toFixed(1)} batches/s (${Math.round(capacity * INGEST_BATCH)} readings/s)`,
  );
  const baseline = residentMb(pids);
  const samples: Array<{ at: number; mb: number[] }> = [];
  const overloadStart = performance.now();
  const sampler = setInterval(() => {
    samples.push({ at: performance.now() - overloadStart, mb: residentMb(pids) });
  }, 1_000);
  const readingsBefore = acknowledged.readings;
  const { outcomes } = await fixedRate(
    [{ kind: 'ingest', weight: 1, run: (t0) => ingest(api, acknowledged, t0) }],
    capacity * 2,
    options.overloadSeconds * 1000,
    { started },
  );
  clearInterval(sampler);
  const missing = await acknowledged.missing({ databaseUrl });
  const shed = outcomes.filter((o) => o.status === 429 || o.status === 503);
  const wrong = outcomes.filter(
    (o) => o.status !== 200 && !((o.status === 429 || o.status === 503) && o.retryAfter),
  );
  const half = (options.overloadSeconds * 1000) / 2;
  const byWorker = (list: typeof samples) => baseline.map((_, i) => list.map((sample) => sample.mb[i] ?? 0));
  const firstPeak = byWorker(samples.filter((sample) => sample.at < half)).map((mbs) => Math.max(0, ...mbs));
  const secondPeak = byWorker(samples.filter((sample) => sample.at >= half)).map((mbs) =>
    Math.max(0, ...mbs),
  );
  const secondMedian = byWorker(samples.filter((sample) => sample.at >= half)).map(median);
  const growth = secondMedian.map((mb, i) => mb / (firstPeak[i] || mb) - 1);
  const acceptedPerSecond = (acknowledged.readings - readingsBefore) / options.overloadSeconds;
  const problems: string[] = [];
  if (wrong.length > 0)
    problems.push(
      `${wrong.length} batch(es) got neither 200 nor 429/503 with Retry-After: ${statusCounts(wrong)} (${wrong[0]?.message ?? wrong[0]?.failure})`,
    );
  if (growth.some((g) => g > OVERLOAD_MEMORY_GROWTH))
    problems.push(
      `resident memory kept growing: ${growth.map((g) => `${(g * 100).toFixed(0)} %`).join(', ')} from the first half's peak`,
    );
  if (missing.readings > 0) problems.push(`${missing.readings} accepted reading(s) missing`);
  const answered = outcomes.filter((o) => o.status === 200).map((o) => o.ms);
  return {
    name: `overload (ingest at twice its capacity for ${options.overloadSeconds} s, 2 workers)`,
    figures: [
      [
        'capacity',
        `${capacity.toFixed(1)} batches/s = ${Math.round(capacity * INGEST_BATCH)} readings/s (${CAPACITY_CONCURRENCY} in flight, batches of ${INGEST_BATCH})`,
      ],
      ['sent', `${outcomes.length} batches at ${(capacity * 2).toFixed(1)}/s: ${statusCounts(outcomes)}`],
      [
        'shed with Retry-After',
        `${shed.length} (${((shed.length / Math.max(1, outcomes.length)) * 100).toFixed(0)} %)`,
      ],
      [
        'stored meanwhile',
        `${Math.round(acceptedPerSecond)} readings/s; slowest stored batch ${ms(Math.max(0, ...answered))} ms`,
      ],
      [
        'resident memory per worker',
        `${baseline.map((mb) => mb.toFixed(0)).join(' / ')} MB before; peak ${firstPeak.map((mb) => mb.toFixed(0)).join(' / ')} MB in the first half; in the second, median ${secondMedian.map((mb) => mb.toFixed(0)).join(' / ')} MB, peak ${secondPeak.map((mb) => mb.toFixed(0)).join(' / ')} MB (budget: median ≤ first peak + ${OVERLOAD_MEMORY_GROWTH * 100} %)`,
      ],
      ['accepted readings', `${acknowledged.readings}; missing ${missing.readings}`],
    ],
    problems,
  };
}
