/**
 * Sequential or concurrent series of authenticated GET requests against a running API, timed on the client
 * (request sent to body fully read), and how the series are printed.
 */
import { ms, summarize, type Summary } from './stats.ts';

export interface SeriesResult {
  name: string;
  concurrency: number;
  /** Requests completed (fewer than asked when the time limit stopped the series). */
  requests: number;
  errors: number;
  stoppedByTimeLimit: boolean;
  latency: Summary;
  requestsPerSecond: number;
  /** Extra medians worth reading beside the series (e.g. shallow vs deep pages). */
  notes: string[];
}

export interface Call {
  path: string;
  /** The page asked, for the shallow/deep breakdown. */
  page: number;
}

export interface SeriesLimits {
  requests: number;
  milliseconds: number;
}

/** Deterministic spread over 1..pages: consecutive requests land far apart (7919 is prime). */
export const spread = (i: number, pages: number) => 1 + ((i * 7919) % Math.max(1, pages));

export async function runSeries(
  name: string,
  base: string,
  token: string,
  calls: (i: number) => Call,
  concurrency: number,
  limits: SeriesLimits,
  log: (message: string) => void,
): Promise<SeriesResult> {
  const latencies: number[] = [];
  const pages: number[] = [];
  let errors = 0;
  let next = 0;
  let stoppedByTimeLimit = false;
  const started = performance.now();
  const worker = async () => {
    while (next < limits.requests) {
      if (performance.now() - started > limits.milliseconds) {
        stoppedByTimeLimit = true;
        return;
      }
      const call = calls(next++);
      const t0 = performance.now();
      try {
        const response = await fetch(base + call.path, { headers: { Authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
      pages.push(call.page);
      if (latencies.length % 250 === 0) log(`  ${name}: ${latencies.length} requests`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  const result: SeriesResult = {
    name,
    concurrency,
    requests: latencies.length,
    errors,
    stoppedByTimeLimit,
    latency: summarize(latencies),
    requestsPerSecond: latencies.length / (elapsed / 1000),
    notes: [],
  };
  const maxPage = Math.max(...pages);
  if (maxPage > 100 && Math.min(...pages) <= maxPage * 0.1) {
    // OFFSET cost: the first 10% of pages against the last 10%.
    const by = (keep: (page: number) => boolean) =>
      summarize(latencies.filter((_, i) => keep(pages[i]!))).median;
    result.notes.push(
      `median ${ms(by((p) => p <= maxPage * 0.1))} ms on pages 1-${Math.floor(maxPage * 0.1)}, ` +
        `${ms(by((p) => p > maxPage * 0.9))} ms on pages ${Math.ceil(maxPage * 0.9)}-${maxPage}`,
    );
  }
  return result;
}

export function printSeries(series: SeriesResult[], indent = '  ') {
  console.log(
    `${indent}${'series'.padEnd(34)} ${'n'.padStart(5)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ` +
      `${'p99'.padStart(7)} ${'max'.padStart(7)} ${'req/s'.padStart(7)}`,
  );
  for (const s of series) {
    const flags = [
      s.errors ? `${s.errors} errors` : '',
      s.stoppedByTimeLimit ? 'stopped by the time limit' : '',
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `${indent}${s.name.padEnd(34)} ${String(s.requests).padStart(5)} ${ms(s.latency.median).padStart(7)} ` +
        `${ms(s.latency.p95).padStart(7)} ${ms(s.latency.p99).padStart(7)} ${ms(s.latency.max).padStart(7)} ` +
        `${s.requestsPerSecond.toFixed(0).padStart(7)}${flags ? `  (${flags})` : ''}`,
    );
    for (const note of s.notes) console.log(`${indent}  ${note}`);
  }
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
