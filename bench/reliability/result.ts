/** What a reliability scenario found: its figures, printed, and the problems that fail it. */
export interface ScenarioResult {
  name: string;
  figures: Array<[string, string]>;
  problems: string[];
  /**
   * Failed on its latency drift alone, which a brief run can show by chance on a shared 2-core machine (the short
   * run's two one-minute p99s have ranged from 36 % faster to 58 % slower with nothing changed): the short run
   * measures such a scenario once more, and a real drift fails both times. Never set for lost writes or errors.
   */
  driftOnly?: boolean;
}

export const passed = (result: ScenarioResult) => result.problems.length === 0;

/** Prints a scenario's figures and verdict. */
export function printResult(result: ScenarioResult): void {
  console.log(`\n${result.name}: ${passed(result) ? 'PASSED' : 'FAILED'}`);
  const width = Math.max(...result.figures.map(([label]) => label.length));
  for (const [label, value] of result.figures) console.log(`  ${label.padEnd(width)}  ${value}`);
  for (const problem of result.problems) console.log(`  ✗ ${problem}`);
}

/** Counts of answers by status, and of requests without one by why ("200×812, 503×40, ECONNRESET×2"). */
export function statusCounts(outcomes: ReadonlyArray<{ status: number; failure?: string }>): string {
  const counts = new Map<string, number>();
  for (const { status, failure } of outcomes) {
    const key = status === 0 ? `no answer (${failure ?? '?'})` : String(status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}×${n}`)
    .join(', ');
}
