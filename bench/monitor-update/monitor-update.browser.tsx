/**
 * The monitor's update in Chromium, with 2,000 vehicles (run by bench/monitor-update.ts, which prints the
 * figures; nothing here asserts a budget). Each part mounts MonitorComposition afresh on the Google adapter with
 * clustering, over one of two `google.maps` doubles: the repo's (@googlemaps/jest-mocks on `vi.fn`, as the
 * adapter's tests use) and a lean one (./lean-google-maps.ts: plain classes, nothing recorded).
 *
 * Update cost. Fake timers drive the real `usePolling` (SWR's refreshInterval of 30 s). The answers are
 * serialised beforehand (the server's work, not timed); then the timer is advanced synchronously, which fires
 * SWR's poll, whose fetcher parses the answer's text (JSON.parse: timed, and also reported alone) and resolves
 * at once. Everything after that runs in microtasks of the same task: SWR's state, React's render and commit
 * (a sync-lane update from useSyncExternalStore, its effects flushed at the end of the commit), the tracking
 * layer's effects (markers into the adapter, the clusterer's render, the popup following a selected vehicle),
 * then the list page's reload that `onPoll` starts (its own call, parsed, and its renders). The update's time
 * runs from just before the timer advance to the end of the tree's last effect in the last commit the poll
 * caused. Cross-checked with CDP's ScriptDuration around each poll (less the median of empty measurements: the
 * CDP round trip's own script). Then a few updates right after a forced full GC (partly cold code), and a
 * sampling profile of more polls that tells where the time goes (the double, React, SWR, the clusterer, the
 * portal's code, the garbage collector).
 *
 * Heap. 120 polls at 30 s (an hour) on fake timers (240 with the lean double, for the trend); after polls 10,
 * 30, 60, 90 and 120 a full GC through CDP (HeapProfiler.collectGarbage) and Runtime.getHeapUsage. With the
 * repo's doubles, what they record (every call of every `vi.fn`, every instance) is cleared after each poll,
 * outside the timed window: that memory is the doubles', not the portal's.
 */
import '../../apps/portal/src/features/maps/testing/jest-global.ts';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { it, vi } from 'vitest';
import { cdp, commands } from 'vitest/browser';
import { MVCObject as MockMVCObject, mockInstances } from '@googlemaps/jest-mocks';
import { createGoogleMapAdapter } from '../../apps/portal/src/features/maps/google-map-adapter.ts';
import {
  FakeMarker,
  installGoogleMapsDoubles,
  fire,
  instancesOf,
  listenerCount,
} from '../../apps/portal/src/features/maps/testing/google-maps-doubles.ts';
import { installLeanGoogleMaps, leanMarkerCounts } from './lean-google-maps.ts';
import { MonitorComposition, type MonitorSource } from './monitor-composition.tsx';
import { FLEET_CHANGES, movingFleet, type PollTexts } from './moving-fleet.ts';
import type {
  AdapterStats,
  Doubles,
  HeapFigures,
  MonitorUpdateFigures,
  UpdateFigures,
} from './monitor-update-figures.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    saveMonitorUpdate: (json: string) => Promise<void>;
  }
}

const VEHICLES = 2_000;
const POLL_MS = 30_000;
/** The zoom Google's fitBounds gives 2,000 vehicles over the South-East and South on a ~800 × 600 map. */
const ZOOM = 6;
/** The vehicle of the "selected" scenario; chosen in the list, so the map centres it at the focus zoom (15). */
const SELECTED = 10_017;
const WARM_UP = 5;
const TIMED = 30;
const PROFILED = 30;
const AFTER_GC = 10;
/** An hour of polls, and (with the lean double, which is quick) a second hour for the trend. */
const HEAP_AT = [10, 30, 60, 90, 120];
const HEAP_TREND_AT = [180, 240];

const figures: MonitorUpdateFigures = {
  reactBuild: '_store' in createElement('div') ? 'development' : 'production',
  userAgent: navigator.userAgent,
  vehicles: VEHICLES,
  zoom: ZOOM,
  changes: FLEET_CHANGES,
  answerBytes: 0,
  updates: [],
  heaps: [],
};
const session = cdp();
const save = () => commands.saveMonitorUpdate(JSON.stringify(figures));

const channel = new MessageChannel();
/** The next task: every microtask queued before it has run. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Clears what the repo's doubles recorded (calls, instances): the doubles' memory, not the portal's. */
function forgetDoubleRecords() {
  vi.clearAllMocks();
  mockInstances.clearAll();
  const registry = MockMVCObject as unknown as { _mockClasses?: { mockInstances?: unknown[] }[] };
  for (const type of new Set(registry._mockClasses ?? [])) type.mockInstances = undefined;
  registry._mockClasses = [];
}

async function metrics(): Promise<Record<string, number>> {
  const { metrics: list } = await session.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

async function collectGarbage() {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
}

const NUMBER = new Intl.NumberFormat('pt-BR');

/** The screen shows this poll's answers: the cards' counts and the list's new position. */
function check(container: HTMLElement, texts: PollTexts, poll: number) {
  const text = container.textContent ?? '';
  const missing = [
    NUMBER.format(texts.inExecution),
    NUMBER.format(texts.delayed),
    texts.firstRowAddress,
  ].filter((expected) => !text.includes(expected));
  if (missing.length) throw new Error(`poll ${poll}: the screen does not show ${missing.join(', ')}`);
}

/** What the doubles saw since the last call (and, for the repo's doubles, their records cleared). */
function markerCounter(doubles: Doubles): () => AdapterStats {
  if (doubles === 'lean') {
    leanMarkerCounts.reset();
    return () => {
      const stats = {
        markersUpdated: leanMarkerCounts.vehicleMarkersUpdated,
        setMapCalls: leanMarkerCounts.vehicleSetMapCalls,
        markersCreated: leanMarkerCounts.vehicleMarkersCreated,
        clusterDiscsCreated: leanMarkerCounts.clusterDiscsCreated,
      };
      leanMarkerCounts.reset();
      return stats;
    };
  }
  // The doubles' markers: vehicles have no label, the clusterer's discs have their count as label.
  const vehicleMarkers = new Set<FakeMarker>();
  return () => {
    const created = instancesOf(FakeMarker);
    const newVehicles = created.filter((marker) => !marker.options.label);
    for (const marker of newVehicles) vehicleMarkers.add(marker);
    let markersUpdated = 0;
    let setMapCalls = 0;
    for (const marker of vehicleMarkers) {
      if (marker.setOptions.mock.calls.length > 0) markersUpdated += 1;
      setMapCalls += marker.setMap.mock.calls.length;
      if (listenerCount(marker, 'click') === 0) vehicleMarkers.delete(marker); // left the answer
    }
    forgetDoubleRecords();
    return {
      markersUpdated,
      setMapCalls,
      markersCreated: newVehicles.length,
      clusterDiscsCreated: created.length - newVehicles.length,
    };
  };
}

/** The monitor on a double, its first answers on screen; `poll()` runs the next poll and answers its time. */
async function mountMonitor(doubles: Doubles, selectedId?: number) {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  vi.setSystemTime(Date.parse('2026-03-16T13:00:00.000Z'));
  (globalThis as { global?: unknown }).global = globalThis; // @googlemaps/jest-mocks writes `global.google`
  const { maps, map } =
    doubles === 'lean' ? installLeanGoogleMaps() : installGoogleMapsDoubles({ drawing: false });
  map.setZoom(ZOOM);
  const adapter = createGoogleMapAdapter(map, maps, { clusterMarkers: true });
  const fleet = movingFleet(VEHICLES, { pinned: SELECTED });
  let texts: PollTexts = fleet.next();
  let parseMs = 0;
  const parse = <T,>(text: string): T => {
    const start = performance.now();
    const { data } = JSON.parse(text) as { data: T };
    parseMs += performance.now() - start;
    return data;
  };
  const source: MonitorSource = {
    fetchFeed: async () => parse(texts.feed),
    fetchRows: async () => parse(texts.rows),
  };
  let commits = 0;
  let lastCommitAt = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      createElement(
        SWRConfig,
        { value: { provider: () => new Map() } },
        createElement(MonitorComposition, {
          adapter,
          source,
          pollMs: POLL_MS,
          initialSelectedId: selectedId,
          onCommit: () => {
            commits += 1;
            lastCommitAt = performance.now();
          },
        }),
      ),
    ),
  );
  await nextTask();
  await nextTask();
  check(container, texts, 0);
  figures.answerBytes = texts.feed.length;
  // Google's fitBounds would have picked a zoom for the 2,000 vehicles, then said so with 'idle' (on which the
  // adapter caps the zoom and the clusterer redraws); the doubles' fitBounds does nothing, so do it here.
  // A selection made in the list centres its vehicle at the focus zoom instead (after the fit: it stays).
  if (selectedId === undefined) map.setZoom(ZOOM);
  if (doubles === 'lean') (map as unknown as { fire(event: string): void }).fire('idle');
  else fire(map, 'idle');

  let polls = 0;
  return {
    zoom: () => map.getZoom() ?? 0,
    /** The next poll's answers (the server's work, done before the poll). */
    next: () => fleet.next(),
    /** One poll with these answers: the timer, and everything it set off. */
    async poll(answers: PollTexts = fleet.next()) {
      texts = answers;
      parseMs = 0;
      const commitsBefore = commits;
      const start = performance.now();
      vi.advanceTimersByTime(POLL_MS);
      await nextTask();
      const drained = performance.now();
      await nextTask();
      polls += 1;
      check(container, texts, polls);
      return {
        ms: lastCommitAt - start,
        drainedMs: drained - start,
        parseMs,
        commits: commits - commitsBefore,
      };
    },
    unmount() {
      root.unmount();
      adapter.dispose();
      container.remove();
      vi.useRealTimers();
      if (doubles === 'jest-mocks') forgetDoubleRecords();
    },
  };
}

/** Where a profile's frame comes from, by its script's address (Vite serves sources by path, deps bundled). */
function categorise({ url, functionName }: { url: string; functionName: string }): string {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)')
    return functionName;
  // vitest's dependency bundle named after `plugins` carries @vitest/spy (vi.fn) and the test runner.
  if (
    /jest-mocks|google-maps-doubles|jest-global|lean-google-maps|\/deps\/plugins\.|@vitest[_/]spy/.test(url)
  )
    return 'Google double (and vi.fn)';
  if (/markerclusterer|supercluster|kdbush/.test(url)) return 'MarkerClusterer';
  if (/\/deps\/(react|scheduler|jsx-runtime)/.test(url)) return 'React';
  if (/\/deps\/swr/.test(url)) return 'SWR';
  if (/\/apps\/portal\/src\/|\/packages\/(ui|domain|engine)\/src\//.test(url)) return 'portal code';
  if (/monitor-update\.browser/.test(url) && functionName === 'parse') return 'JSON.parse (the network)';
  if (/moving-fleet|monitor-composition|monitor-update/.test(url))
    return /monitor-composition/.test(url) ? 'portal code' : `bench: ${functionName || '(anonymous)'}`;
  if (url === '') return `native: ${functionName || '(anonymous)'}`;
  return `other: ${url.replace(/^.*\/(node_modules|deps)\//, '').split('?')[0]}`;
}

const SCENARIOS: { name: string; doubles: Doubles; selectedId?: number }[] = [
  { name: "repo's doubles (jest-mocks), nothing selected", doubles: 'jest-mocks' },
  { name: 'lean double, nothing selected', doubles: 'lean' },
  { name: 'lean double, a vehicle selected in the list', doubles: 'lean', selectedId: SELECTED },
];

for (const scenario of SCENARIOS) {
  it(`update: ${scenario.name}`, async () => {
    await session.send('Performance.enable');
    const monitor = await mountMonitor(scenario.doubles, scenario.selectedId);
    const counted = markerCounter(scenario.doubles);
    counted();
    for (let i = 0; i < WARM_UP; i++) {
      await monitor.poll();
      counted();
    }

    // CDP's own script: two metric reads with nothing between them.
    const empty: number[] = [];
    for (let i = 0; i < 10; i++) {
      const before = await metrics();
      const after = await metrics();
      empty.push((after.ScriptDuration! - before.ScriptDuration!) * 1000);
    }
    const scriptBaselineMs = [...empty].sort((a, b) => a - b)[Math.floor(empty.length / 2)]!;

    const update: UpdateFigures = {
      scenario: scenario.name,
      doubles: scenario.doubles,
      zoom: monitor.zoom(),
      ms: [],
      drainedMs: [],
      parseMs: [],
      scriptMs: [],
      scriptBaselineMs,
      layoutAndStyleMs: [],
      commits: [],
      markers: [],
      afterGcMs: [],
      profile: { polls: 0, wallMs: 0, categories: {}, top: [] },
    };
    // The answers are made beforehand, so that only the polls' own garbage is there to collect.
    for (const answers of Array.from({ length: TIMED }, monitor.next)) {
      const before = await metrics();
      const result = await monitor.poll(answers);
      const after = await metrics();
      update.ms.push(result.ms);
      update.drainedMs.push(result.drainedMs);
      update.parseMs.push(result.parseMs);
      update.commits.push(result.commits);
      update.scriptMs.push((after.ScriptDuration! - before.ScriptDuration!) * 1000 - scriptBaselineMs);
      update.layoutAndStyleMs.push(
        (after.LayoutDuration! -
          before.LayoutDuration! +
          after.RecalcStyleDuration! -
          before.RecalcStyleDuration!) *
          1000,
      );
      update.markers.push(counted());
    }
    // After a full GC of the kind memory pressure brings (CDP's collectGarbage: V8 also drops compiled code
    // and type feedback it can rebuild), the next update runs partly cold.
    for (const answers of Array.from({ length: AFTER_GC }, monitor.next)) {
      await collectGarbage();
      const result = await monitor.poll(answers);
      update.afterGcMs.push(result.ms);
      counted();
    }
    figures.updates.push(update);
    await save();

    // Where the time goes: a sampling profile of more polls back to back (their answers made beforehand), with
    // nothing between them but the doubles' upkeep and no GC forced: the collector's share is the updates'.
    const queued = Array.from({ length: PROFILED }, monitor.next);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 250 });
    await session.send('Profiler.start');
    let wallMs = 0;
    for (const answers of queued) {
      wallMs += (await monitor.poll(answers)).drainedMs;
      // Only the instance registry, which would make every later instance dearer; the calls stay recorded.
      if (scenario.doubles === 'jest-mocks') mockInstances.clearAll();
    }
    const { profile } = await session.send('Profiler.stop');
    await session.send('Profiler.disable');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const deltas = profile.timeDeltas ?? [];
    const categories: Record<string, number> = {};
    const functions: Record<string, number> = {};
    for (const [index, id] of (profile.samples ?? []).entries()) {
      const frame = nodes.get(id) ?? { url: '', functionName: '(unknown)' };
      const category = categorise(frame);
      const perUpdate = (deltas[index] ?? 0) / 1000 / PROFILED;
      categories[category] = (categories[category] ?? 0) + perUpdate;
      const where = frame.url.replace(/^.*\//, '').split('?')[0];
      const name = `${frame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
      functions[name] = (functions[name] ?? 0) + perUpdate;
    }
    const top = Object.entries(functions)
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, ms]) => ({ name, ms }));
    update.profile = { polls: PROFILED, wallMs: wallMs / PROFILED, categories, top };
    monitor.unmount();
    await save();
  });
}

for (const doubles of ['lean', 'jest-mocks'] as const) {
  it(`heap over an hour of polls: ${doubles}`, async () => {
    const monitor = await mountMonitor(doubles);
    if (doubles === 'jest-mocks') forgetDoubleRecords();
    const heap: HeapFigures = { doubles, at: [] };
    const at = doubles === 'lean' ? [...HEAP_AT, ...HEAP_TREND_AT] : HEAP_AT;
    for (let poll = 1; poll <= at.at(-1)!; poll++) {
      await monitor.poll();
      if (doubles === 'jest-mocks') forgetDoubleRecords();
      if (!at.includes(poll)) continue;
      await collectGarbage();
      const usage = (await session.send('Runtime.getHeapUsage')) as {
        usedSize: number;
        embedderHeapUsedSize?: number;
      };
      const counts = await metrics();
      heap.at.push({
        poll,
        usedBytes: usage.usedSize,
        embedderBytes: usage.embedderHeapUsedSize,
        nodes: counts.Nodes,
        listeners: counts.JSEventListeners,
      });
    }
    figures.heaps.push(heap);
    monitor.unmount();
    await save();
  });
}
