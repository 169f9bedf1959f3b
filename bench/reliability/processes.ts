/** The API's processes as the reliability suite watches them: a supervisor's workers and their memory. */
import { execFileSync } from 'node:child_process';

/** The pids of a supervisor's children (its workers), in order. */
export function workerPids(supervisor: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(supervisor)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
      .sort((a, b) => a - b);
  } catch {
    // ps exits 1 when there are none.
    return [];
  }
}

/** Resident memory of each pid, in MB (0 for a pid that is gone). */
export function residentMb(pids: readonly number[]): number[] {
  return pids.map((pid) => {
    try {
      return (
        Number(
          execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
            .toString()
            .trim(),
        ) / 1024
      );
    } catch {
      return 0;
    }
  });
}

/** Polls `check` every 100 ms until it gives a value, or throws after `ms`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
