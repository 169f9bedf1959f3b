/**
 * The control tower monitor's update in Chromium with 2,000 vehicles, and its heap over an hour of polls. Runs
 * vitest in browser mode (bench/monitor-update/vitest.config.ts: the system Chromium, React's production
 * build, fake timers) on bench/monitor-update/monitor-update.browser.tsx, which mounts the monitor's data path
 * (`usePolling` on SWR, the poll status, the five counter cards, the compact list's page reloaded after each
 * poll, and `useTrackingLayer` driving the Google map adapter with clustering) over a `google.maps` double,
 * and prints what it measured. See bench/README.md for what the update includes.
 *
 * Budgets (the monitor's performance issue): an update with 2,000 vehicles at most 16 ms of main-thread
 * script (taken here on p95); the heap after an hour of polls (120 at 30 s) at most 5% above its size after
 * poll 10. Printed, never asserted. `--dev` runs React's development build instead (for comparison only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, progress, REPO, runNode, teardown, tempDir } from './lib/processes.ts';
import { ms, summarize } from './lib/stats.ts';
import type { MonitorUpdateFigures, UpdateFigures } from './monitor-update/monitor-update-figures.ts';

/** An update's budget (p95 of the polls measured), ms of main-thread script. */
export const MONITOR_UPDATE_BUDGET_MS = 16;
/** The heap's growth from poll 10 to poll 120, in %. */
export const MONITOR_HEAP_GROWTH_PCT = 5;

const VITEST_BIN = join(REPO, 'node_modules/vitest/vitest.mjs');

export type MonitorUpdateResult = MonitorUpdateFigures & { seconds: number };

export async function measureMonitorUpdate({
  react = 'production',
}: { react?: 'production' | 'development' } = {}): Promise<MonitorUpdateResult> {
  const log = progress('monitor-update');
  const started = performance.now();
  try {
    const out = join(tempDir('monitor-update'), 'figures.json');
    log(`vitest in browser mode, system Chromium, React ${react} build (about 2 minutes on 2 cores)`);
    await runNode('vitest', [VITEST_BIN, 'run', '--config', 'bench/monitor-update/vitest.config.ts'], REPO, {
      NODE_ENV: react,
      MONITOR_UPDATE_REACT: react,
      MONITOR_UPDATE_OUT: out,
    });
    const figures = JSON.parse(readFileSync(out, 'utf8')) as MonitorUpdateFigures;
    log('done');
    return { ...figures, seconds: (performance.now() - started) / 1000 };
  } finally {
    await teardown();
  }
}

/** An update scenario's p95, the figure the budget is read on. */
export const updateP95 = (update: UpdateFigures) => summarize(update.ms).p95;

/** Heap growth from the first sample (poll 10) to poll 120, in %. */
export function heapGrowth(at: MonitorUpdateFigures['heaps'][number]['at']): number {
  const first = at[0]!.usedBytes;
  const hour = at.find((sample) => sample.poll === 120) ?? at.at(-1)!;
  return ((hour.usedBytes - first) / first) * 100;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const signed = (value: number, digits = 2) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

export function printMonitorUpdate(result: MonitorUpdateResult) {
  const chromium = /Chrome\/([\d.]+)/.exec(result.userAgent)?.[1] ?? '?';
  const c = result.changes;
  console.log(
    `\nMonitor update: ${result.vehicles.toLocaleString('en')} vehicles, React ${result.reactBuild} build, ` +
      `Chromium ${chromium} headless, fake timers (a poll every 30 s), ${result.seconds.toFixed(0)} s`,
  );
  console.log(
    `  each poll: ${(c.moved * 100).toFixed(0)}% of the vehicles moved, ${c.statusChanges} statuses changed, ` +
      `${c.churn} left and ${c.churn} entered; answer ${(result.answerBytes / 1000).toFixed(1)} KB of JSON; ` +
      `the list's page of 5 rows reloaded after it`,
  );
  console.log(
    '  update = answer text handed to the poll (JSON.parse included) to the last effect of the last commit',
  );
  for (const update of result.updates) {
    const time = summarize(update.ms);
    const script = summarize(update.scriptMs);
    const parse = summarize(update.parseMs);
    const afterGc = summarize(update.afterGcMs);
    const layout = summarize(update.layoutAndStyleMs);
    const marks = update.markers[Math.floor(update.markers.length / 2)]!;
    console.log(`  ${update.scenario} (zoom ${update.zoom}), ${time.count} updates:`);
    console.log(
      `    update p50 ${ms(time.median)} ms, p95 ${ms(time.p95)} ms, max ${ms(time.max)} ms; ` +
        `CDP script p50 ${ms(script.median)} ms, p95 ${ms(script.p95)} ms; parse p50 ${ms(parse.median)} ms; ` +
        `layout and style p50 ${ms(layout.median)} ms; ` +
        `${update.commits[0]} commits  budget p95 ≤ ${MONITOR_UPDATE_BUDGET_MS} ms: ` +
        (time.p95 <= MONITOR_UPDATE_BUDGET_MS ? 'within' : 'OVER BUDGET'),
    );
    console.log(
      `    right after a full GC (compiled code dropped), ${afterGc.count} updates: p50 ${ms(afterGc.median)} ms, ` +
        `max ${ms(afterGc.max)} ms`,
    );
    console.log(
      `    markers on a typical poll: ${marks.markersUpdated} updated (setOptions), ${marks.setMapCalls} setMap ` +
        `by the clusterer, ${marks.markersCreated} created, ${marks.clusterDiscsCreated} cluster discs drawn`,
    );
    const busy = Object.entries(update.profile.categories).filter(([name]) => name !== '(idle)');
    const sampled = busy.reduce((sum, [, value]) => sum + value, 0);
    const shares = busy
      .map(([name, value]) => [name, (value / sampled) * 100] as const)
      .filter(([, share]) => share >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([name, share]) => `${name} ${share.toFixed(0)}%`);
    console.log(
      `    where the time goes (CPU profile of ${update.profile.polls} more polls; the profiler slows them to ` +
        `${ms(update.profile.wallMs)} ms): ${shares.join(', ')}`,
    );
    const top = update.profile.top
      .slice(0, 6)
      .map(({ name, ms: self }) => `${name} ${((self / sampled) * 100).toFixed(0)}%`);
    console.log(`    busiest functions (self time): ${top.join(', ')}`);
  }
  console.log('  heap (Runtime.getHeapUsage usedSize after a full GC), 120 polls = an hour:');
  for (const heap of result.heaps) {
    const first = heap.at[0]!;
    const samples = heap.at.map((sample) => `${sample.poll}: ${mb(sample.usedBytes)}`).join(', ');
    const hour = heap.at.find((sample) => sample.poll === 120)!;
    const last = heap.at.at(-1)!;
    const growth = heapGrowth(heap.at);
    console.log(
      `    ${heap.doubles.padEnd(10)} ${samples}; growth 10→120 ${signed(growth)}% ` +
        `(${signed((hour.usedBytes - first.usedBytes) / 1000, 0)} KB)` +
        (last !== hour
          ? `, 10→${last.poll} ${signed(((last.usedBytes - first.usedBytes) / first.usedBytes) * 100)}%`
          : '') +
        `; DOM nodes ${first.nodes}→${last.nodes}, listeners ${first.listeners}→${last.listeners}, ` +
        `Blink heap ${mb(first.embedderBytes ?? 0)}→${mb(last.embedderBytes ?? 0)}  ` +
        `budget ≤ ${MONITOR_HEAP_GROWTH_PCT}%: ${growth <= MONITOR_HEAP_GROWTH_PCT ? 'within' : 'OVER BUDGET'}`,
    );
  }
}

if (isMain(import.meta.url)) {
  const react = process.argv.includes('--dev') ? 'development' : 'production';
  printMonitorUpdate(await measureMonitorUpdate({ react }));
}
