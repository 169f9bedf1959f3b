import { Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { holdBackForward } from './back-forward-gate.ts';
import { lazyComponent } from './lazy-component.ts';

const DiscardChangesDialog = lazyComponent(() =>
  import('./discard-changes-question.tsx').then((m) => m.DiscardChangesDialog),
);

/** react-router's history entries carry their position in the stack; a Back or Forward is the difference. */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

export interface UnsavedChangesGuard {
  /** The question 'Descartar alterações', shown while a navigation waits for the user's answer. */
  dialog: ReactNode;
  /** Runs a navigation the form itself makes (back to the list after a save) without asking. */
  bypass: (navigate: () => void) => void;
}

/**
 * Asks 'Descartar alterações' before a page form's edits are lost: a link or menu click, `navigate()`, Back and
 * Forward wait for 'Descartar' (the navigation goes on) or 'Continuar editando' (the page stays, edits kept);
 * a reload or a closed tab gets the browser's own question (`beforeunload`).
 *
 * react-router's `useBlocker` does the same but needs a data router, which adds about 17 KB gzip to every route
 * (the login's budget is 90 KB); this guard does what it does on the `BrowserRouter` the portal uses: it holds the
 * router's `push`, `replace` and `go` while `dirty`, and a Back or Forward is held at the app's back-forward gate
 * (`installBackForwardGate`, so the router never sees it), undone, and replayed after 'Descartar'. Without the
 * gate (a MemoryRouter in tests) links and `navigate()` are still held.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  /** A navigation the user agreed to (or the form's own) is running: it passes. */
  const passing = useRef(false);
  /** The next popstate is a Back or Forward the user agreed to: it passes. */
  const replaying = useRef(false);
  const currentIndex = useRef<number | undefined>(undefined);

  useEffect(() => {
    currentIndex.current = entryIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    if (!dirty) return;
    const { push, replace, go } = navigator;
    const held =
      <Args extends unknown[]>(run: (...args: Args) => void) =>
      (...args: Args) => {
        if (passing.current) run(...args);
        else setPending(() => () => run(...args));
      };
    navigator.push = held(push.bind(navigator));
    navigator.replace = held(replace.bind(navigator));
    navigator.go = held((delta: number) => {
      replaying.current = true;
      go.call(navigator, delta);
    });

    let undoing = false;
    const releaseBackForward = holdBackForward((event) => {
      if (replaying.current) {
        replaying.current = false;
        return false;
      }
      if (undoing) {
        undoing = false;
        return true;
      }
      const from = currentIndex.current;
      const to = entryIndex(event.state);
      if (from === undefined || to === undefined || from === to) return false;
      undoing = true;
      window.history.go(from - to);
      setPending(() => () => {
        replaying.current = true;
        window.history.go(to - from);
      });
      return true;
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (passing.current) return;
      event.preventDefault();
      // Chromium before 119 shows the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
      releaseBackForward();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, navigator]);

  const bypass = useCallback((navigate: () => void) => {
    passing.current = true;
    try {
      navigate();
    } finally {
      passing.current = false;
    }
  }, []);

  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);
  // Mounted from the first question on, so its closing transition plays.
  const dialog = asked ? (
    <Suspense fallback={null}>
      <DiscardChangesDialog
        open={pending !== null}
        onKeepEditing={() => setPending(null)}
        onDiscard={() => {
          const go = pending;
          setPending(null);
          if (go) bypass(go);
        }}
      />
    </Suspense>
  ) : null;
  return { dialog, bypass };
}
