import type { Navigator } from 'react-router-dom';
import { holdBackForward } from './back-forward-gate.ts';

/** react-router's history entries carry their position in the stack; a Back or Forward is the difference. */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

export interface NavigationHold {
  /** Runs a navigation without holding it (the one the user agreed to, or the page's own after a save). */
  pass: (run: () => void) => void;
  /** Gives the router its navigation back. */
  release: () => void;
}

/**
 * Holds every way of leaving the page until `release`: the router's `push`, `replace` and `go` (links, menu
 * clicks, `navigate()`), Back and Forward (at the app's back-forward gate: undone, so the router never sees them),
 * and a reload or a closed tab (the browser's own question). Each held navigation goes to `ask` as a function that
 * makes it; calling that function later goes on.
 */
export function holdNavigation(navigator: Navigator, ask: (go: () => void) => void): NavigationHold {
  const { push, replace, go } = navigator;
  const from = entryIndex(window.history.state);
  let passing = false;
  /** The next popstate is one this hold made (an undone Back) or agreed to (a replayed one). */
  let expected: 'undo' | 'replay' | null = null;

  const pass = (run: () => void) => {
    passing = true;
    try {
      run();
    } finally {
      passing = false;
    }
  };
  const held =
    <Args extends unknown[]>(run: (...args: Args) => void) =>
    (...args: Args) => {
      if (passing) run(...args);
      else ask(() => pass(() => run(...args)));
    };
  navigator.push = held(push.bind(navigator));
  navigator.replace = held(replace.bind(navigator));
  navigator.go = held((delta: number) => {
    expected = 'replay';
    go.call(navigator, delta);
  });

  const releaseBackForward = holdBackForward((event) => {
    if (expected !== null) {
      const undo = expected === 'undo';
      expected = null;
      return undo;
    }
    const to = entryIndex(event.state);
    if (from === undefined || to === undefined || from === to) return false;
    expected = 'undo';
    window.history.go(from - to);
    ask(() => {
      expected = 'replay';
      window.history.go(to - from);
    });
    return true;
  });
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (passing) return;
    event.preventDefault();
    // Chromium before 119 shows the question only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);

  return {
    pass,
    release: () => {
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
      releaseBackForward();
      window.removeEventListener('beforeunload', onBeforeUnload);
    },
  };
}
