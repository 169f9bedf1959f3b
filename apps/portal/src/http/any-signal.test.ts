import { afterEach, describe, expect, it } from 'vitest';
import { anySignal } from './any-signal.ts';

const nativeAny = Object.getOwnPropertyDescriptor(AbortSignal, 'any')!;

describe.each([
  ['AbortSignal.any', false],
  ['the fallback for browsers without it', true],
])('anySignal with %s', (_, withoutAny) => {
  afterEach(() => Object.defineProperty(AbortSignal, 'any', nativeAny));

  function combine(signals: AbortSignal[]) {
    if (withoutAny) Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    return anySignal(signals);
  }

  it('aborts with the reason of whichever signal aborts first', () => {
    const a = new AbortController();
    const b = new AbortController();
    const signal = combine([a.signal, b.signal]);
    expect(signal.aborted).toBe(false);
    b.abort('second');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('second');
    a.abort('first');
    expect(signal.reason).toBe('second');
  });

  it('is aborted at once when a signal already is', () => {
    const signal = combine([new AbortController().signal, AbortSignal.abort('early')]);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('early');
  });
});
