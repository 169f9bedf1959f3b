// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling.ts';

const INTERVAL = 30_000;
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

/** Lets timers up to `ms` fire and the promises they start settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
});

function poll(fetcher: () => Promise<number>, onPoll?: (value: number) => void) {
  return renderHook(() => usePolling(['test'], fetcher, { intervalMs: INTERVAL, onPoll }), { wrapper });
}

describe('usePolling', () => {
  it('answers at once, then every interval, telling onPoll of every answer but the first', async () => {
    let answer = 0;
    const fetcher = vi.fn(async () => ++answer);
    const onPoll = vi.fn();
    const { result } = poll(fetcher, onPoll);
    await advance(0);
    expect(result.current.data).toBe(1);
    expect(result.current.updatedAt).toBe(Date.now());
    expect(onPoll).not.toHaveBeenCalled();

    await advance(INTERVAL);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(2);
    expect(onPoll).toHaveBeenLastCalledWith(2);
    await advance(INTERVAL);
    expect(result.current.data).toBe(3);
  });

  it('does not poll while the tab is hidden, and polls at once when it shows again', async () => {
    const fetcher = vi.fn(async () => 1);
    poll(fetcher);
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    await advance(INTERVAL * 5);
    expect(fetcher).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer and its time through failed polls, and tries again', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('500');
      return 7;
    });
    const { result } = poll(fetcher);
    await advance(0);
    const firstAt = result.current.updatedAt;

    fail = true;
    await advance(INTERVAL);
    expect(result.current).toMatchObject({ data: 7, failed: true, updatedAt: firstAt });
    const tries = fetcher.mock.calls.length;
    await advance(INTERVAL);
    expect(fetcher.mock.calls.length).toBeGreaterThan(tries);

    fail = false;
    await advance(INTERVAL);
    expect(result.current.failed).toBe(false);
    expect(result.current.updatedAt).toBeGreaterThan(firstAt!);
  });

  it('after a long outage still tries at least once an interval, and recovers within one', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 1;
    });
    const { result } = poll(fetcher);
    await advance(0);
    fail = true;
    await advance(INTERVAL * 20);
    const tries = fetcher.mock.calls.length;
    await advance(INTERVAL);
    expect(fetcher.mock.calls.length).toBeGreaterThan(tries);

    fail = false;
    await advance(INTERVAL);
    expect(result.current.failed).toBe(false);
  });

  it('keeps the previous answer on screen while new parameters load', async () => {
    let resolveSecond: (value: number) => void = () => {};
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        usePolling(
          [key],
          () =>
            key === 'a' ? Promise.resolve(1) : new Promise<number>((resolve) => (resolveSecond = resolve)),
          { intervalMs: INTERVAL },
        ),
      { wrapper, initialProps: { key: 'a' } },
    );
    await advance(0);
    expect(result.current.dataKey).toBe('["a"]');
    rerender({ key: 'b' });
    await advance(0);
    expect(result.current).toMatchObject({ data: 1, dataKey: '["a"]' });
    await act(async () => resolveSecond(2));
    expect(result.current).toMatchObject({ data: 2, dataKey: '["b"]' });
  });
});
