import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEFOREUNLOAD_SETTLE_MS, createPageLifecycle } from './page-lifecycle.ts';

describe('page lifecycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const page = new EventTarget();
    const fire = (type: string) => page.dispatchEvent(new Event(type));
    return { lifecycle: createPageLifecycle(page), fire };
  }

  it('is not leaving at first', () => {
    expect(setup().lifecycle.isLeaving()).toBe(false);
  });

  it('is leaving from beforeunload, and again alive if the page lives on after it', () => {
    const { lifecycle, fire } = setup();
    fire('beforeunload');
    expect(lifecycle.isLeaving()).toBe(true);
    vi.advanceTimersByTime(BEFOREUNLOAD_SETTLE_MS - 1);
    expect(lifecycle.isLeaving()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(lifecycle.isLeaving()).toBe(false);
  });

  it('a second beforeunload starts the wait again', () => {
    const { lifecycle, fire } = setup();
    fire('beforeunload');
    vi.advanceTimersByTime(BEFOREUNLOAD_SETTLE_MS - 100);
    fire('beforeunload');
    vi.advanceTimersByTime(200);
    expect(lifecycle.isLeaving()).toBe(true);
  });

  it('after pagehide it stays leaving, however long, until a pageshow', () => {
    const { lifecycle, fire } = setup();
    fire('beforeunload');
    fire('pagehide');
    vi.advanceTimersByTime(BEFOREUNLOAD_SETTLE_MS * 10);
    expect(lifecycle.isLeaving()).toBe(true);
    fire('pageshow');
    expect(lifecycle.isLeaving()).toBe(false);
  });

  it('a pageshow ends a pending beforeunload too', () => {
    const { lifecycle, fire } = setup();
    fire('beforeunload');
    fire('pageshow');
    expect(lifecycle.isLeaving()).toBe(false);
    fire('pagehide');
    vi.advanceTimersByTime(BEFOREUNLOAD_SETTLE_MS);
    expect(lifecycle.isLeaving()).toBe(true);
  });
});
