/** The figures bench/monitor-update/monitor-update.browser.tsx measures and bench/monitor-update.ts prints. */

/** The `google.maps` double under the adapter: the repo's (jest-mocks on vi.fn) or the bench's lean one. */
export type Doubles = 'jest-mocks' | 'lean';

/** What the double's markers were asked in one poll. */
export interface AdapterStats {
  /** Vehicle markers whose options were set (moved, re-coloured, or new). */
  markersUpdated: number;
  /** setMap calls on vehicle markers (the clusterer showing or hiding single markers). */
  setMapCalls: number;
  markersCreated: number;
  /** The clusterer draws its discs anew on each render: one per cluster of two or more vehicles. */
  clusterDiscsCreated: number;
}

export interface UpdateFigures {
  scenario: string;
  doubles: Doubles;
  /** The map's zoom during the polls. */
  zoom: number;
  /** Poll answer to the last effect of the last commit, per update (ms). */
  ms: number[];
  /** The same to the task's end (every microtask drained), per update. */
  drainedMs: number[];
  /** JSON.parse of the answer and of the list page inside each update. */
  parseMs: number[];
  /** CDP ScriptDuration around each poll, less the empty measurement's median. */
  scriptMs: number[];
  scriptBaselineMs: number;
  layoutAndStyleMs: number[];
  /** React commits per update (the poll's, the list's reload starting, its answer). */
  commits: number[];
  markers: AdapterStats[];
  /** Updates right after a full GC forced through CDP (compiled code and feedback dropped): partly cold. */
  afterGcMs: number[];
  /**
   * A CPU profile (sampling every 250 µs) of `polls` more polls: self time per update by where the code comes
   * from, and the functions with the most. The profiler slows the page down: read the shares, not the ms.
   */
  profile: {
    polls: number;
    wallMs: number;
    categories: Record<string, number>;
    top: { name: string; ms: number }[];
  };
}

export interface HeapFigures {
  doubles: Doubles;
  at: { poll: number; usedBytes: number; embedderBytes?: number; nodes?: number; listeners?: number }[];
}

export interface MonitorUpdateFigures {
  reactBuild: 'production' | 'development';
  userAgent: string;
  vehicles: number;
  zoom: number;
  /** What changes between polls (moving-fleet.ts's FLEET_CHANGES). */
  changes: { moved: number; statusChanges: number; churn: number; stepDegrees: number };
  /** The poll's answer with 2,000 vehicles, as JSON text (bytes of UTF-16 length: characters). */
  answerBytes: number;
  updates: UpdateFigures[];
  heaps: HeapFigures[];
}
