import { Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdNavigation, type NavigationHold } from './navigation-hold.ts';
import { lazyComponent } from './lazy-component.ts';

const DiscardChangesDialog = lazyComponent(() =>
  import('./discard-changes-question.tsx').then((m) => m.DiscardChangesDialog),
);

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
 * (the login's budget is 90 KB); this guard does what it does on the `BrowserRouter` the portal uses
 * (holdNavigation, while `dirty`). Back and Forward are held at the back-forward gate the app installs before its
 * router (`installBackForwardGate`); without it (a MemoryRouter in tests) links and `navigate()` still are.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const hold = useRef<NavigationHold | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const current = holdNavigation(navigator, (go) => setPending(() => go));
    hold.current = current;
    return () => {
      current.release();
      hold.current = null;
    };
  }, [dirty, navigator]);

  const bypass = useCallback((navigate: () => void) => {
    if (hold.current) hold.current.pass(navigate);
    else navigate();
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
          setPending(null);
          pending?.();
        }}
      />
    </Suspense>
  ) : null;
  return { dialog, bypass };
}
