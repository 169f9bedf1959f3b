import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../select/option';
import { useAsyncOptions, type UseAsyncOptionsParams } from './use-async-options';

type Params = UseAsyncOptionsParams<number>;

/** A loadOptions whose answers the test settles by hand, in any order. */
function manualEndpoint() {
  const calls: Array<{
    query: string;
    signal: AbortSignal;
    resolve: (options: SelectOption<number>[]) => void;
    reject: (error: unknown) => void;
  }> = [];
  const loadOptions = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<SelectOption<number>[]>((resolve, reject) =>
        calls.push({ query, signal, resolve, reject }),
      ),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`loadOptions was called ${calls.length} times, not ${index + 1}`);
    return found;
  };
  return { loadOptions, call };
}

const ana = [{ value: 1, label: 'Ana Souza' }];
const an = [{ value: 2, label: 'Antônio Lima' }];

function renderAsyncOptions(initial: Params) {
  return renderHook((props: Params) => useAsyncOptions(props), { initialProps: initial });
}

/** Lets timers run and settled promises reach React. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAsyncOptions', () => {
  it('sends the empty query at once and shows its options', async () => {
    const { loadOptions, call } = manualEndpoint();
    const { result } = renderAsyncOptions({ loadOptions, query: '' });
    expect(result.current.status).toBe('loading');
    await advance(0);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    call(0).resolve(ana);
    await advance(0);
    expect(result.current).toEqual({ status: 'success', options: ana, error: undefined });
  });

  it('waits for typing to pause and sends only the last query', async () => {
    const { loadOptions } = manualEndpoint();
    const { rerender } = renderAsyncOptions({ loadOptions, query: 'a' });
    await advance(200);
    rerender({ loadOptions, query: 'an' });
    await advance(200);
    rerender({ loadOptions, query: 'ana' });
    await advance(249);
    expect(loadOptions).not.toHaveBeenCalled();
    await advance(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('ana', expect.any(AbortSignal));
  });

  it('aborts the older request and never shows its late answer', async () => {
    const { loadOptions, call } = manualEndpoint();
    const { result, rerender } = renderAsyncOptions({ loadOptions, query: 'an', debounceMs: 100 });
    await advance(100);
    rerender({ loadOptions, query: 'ana', debounceMs: 100 });
    expect(call(0).signal.aborted).toBe(true);
    await advance(100);
    expect(call(1).query).toBe('ana');

    // The endpoint ignored the abort and answers "an" after the newer query was sent.
    call(0).resolve(an);
    await advance(0);
    expect(result.current.status).toBe('loading');
    expect(result.current.options).toEqual([]);

    call(1).resolve(ana);
    await advance(0);
    expect(result.current.options).toEqual(ana);
  });

  it('keeps the newer answer when the older one arrives after it', async () => {
    const { loadOptions, call } = manualEndpoint();
    const { result, rerender } = renderAsyncOptions({ loadOptions, query: 'an', debounceMs: 100 });
    await advance(100);
    rerender({ loadOptions, query: 'ana', debounceMs: 100 });
    await advance(100);
    call(1).resolve(ana);
    await advance(0);
    call(0).resolve(an);
    await advance(0);
    expect(result.current).toEqual({ status: 'success', options: ana, error: undefined });
  });

  it('reports a failure and retries it when enabled again', async () => {
    const { loadOptions, call } = manualEndpoint();
    const failure = new Error('HTTP 500');
    const { result, rerender } = renderAsyncOptions({ loadOptions, query: '' });
    await advance(0);
    call(0).reject(failure);
    await advance(0);
    expect(result.current).toEqual({ status: 'error', options: [], error: failure });

    rerender({ loadOptions, query: '', enabled: false });
    expect(result.current.status).toBe('idle');
    rerender({ loadOptions, query: '', enabled: true });
    expect(result.current.status).toBe('loading');
    await advance(0);
    expect(loadOptions).toHaveBeenCalledTimes(2);
    call(1).resolve(ana);
    await advance(0);
    expect(result.current.options).toEqual(ana);
  });

  it('keeps a success when enabled again, without a new request', async () => {
    const { loadOptions, call } = manualEndpoint();
    const { result, rerender } = renderAsyncOptions({ loadOptions, query: '' });
    await advance(0);
    call(0).resolve(ana);
    await advance(0);
    rerender({ loadOptions, query: '', enabled: false });
    rerender({ loadOptions, query: '', enabled: true });
    await advance(500);
    expect(result.current.options).toEqual(ana);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('ends in error when loadOptions throws instead of rejecting', async () => {
    const loadOptions = vi.fn(() => {
      throw new Error('sem rede');
    });
    const { result } = renderAsyncOptions({ loadOptions, query: '' });
    await advance(0);
    expect(result.current.status).toBe('error');
  });

  it('asks nothing while disabled or while the query is too short', async () => {
    const { loadOptions } = manualEndpoint();
    const { result, rerender } = renderAsyncOptions({ loadOptions, query: '', enabled: false });
    await advance(1000);
    expect(result.current.status).toBe('idle');
    rerender({ loadOptions, query: 'an', minQueryLength: 3 });
    await advance(1000);
    expect(result.current.status).toBe('idle');
    expect(loadOptions).not.toHaveBeenCalled();
    rerender({ loadOptions, query: 'ana', minQueryLength: 3 });
    await advance(250);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('does not send the query again when only the loadOptions function changes', async () => {
    const { loadOptions, call } = manualEndpoint();
    const { rerender } = renderAsyncOptions({ loadOptions, query: '' });
    await advance(0);
    call(0).resolve(ana);
    await advance(0);
    rerender({ loadOptions: (query, signal) => loadOptions(query, signal), query: '' });
    await advance(500);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });
});
