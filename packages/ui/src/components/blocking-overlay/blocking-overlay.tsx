import { useEffect, useRef, type ReactNode } from 'react';
import { DotsSpinner } from '../dots-spinner';

export interface BlockingOverlayProps {
  /** Covers the page while true (the blocking action runs); renders nothing while false. */
  show: boolean;
  /** Usually the product Logo, shown above the spinner. */
  logo?: ReactNode;
  /** What runs, announced by the spinner's live region and not shown ('Entrando'). Default 'Carregando'. */
  label?: string;
}

/**
 * A full-screen white layer over the whole page, with the logo and the green dots spinner, that takes every
 * click and keystroke while a blocking action (such as login) runs.
 *
 * **When to use.** Only while an action must finish before anything else can happen on the page, such as the
 * login that leads to the portal. To save a form, give its button `loading` instead; for a screen or route still
 * loading use `PageLoading`; for a confirmation use `ConfirmDialog` with `busy`.
 *
 * **Accessibility.** The layer takes the focus when shown (tabIndex -1, `aria-busy`) and swallows Tab, Enter and
 * Space, so the keyboard cannot reach the page below, as the pointer cannot. Its spinner is a `role="status"`
 * live region: a screen reader hears the `label` ('Entrando').
 */
export function BlockingOverlay({ show, logo, label = 'Carregando' }: BlockingOverlayProps) {
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!show) return;
    layer.current?.focus();
    const swallow = (event: KeyboardEvent) => {
      if (event.key === 'Tab' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        layer.current?.focus();
      }
    };
    document.addEventListener('keydown', swallow, true);
    return () => document.removeEventListener('keydown', swallow, true);
  }, [show]);

  if (!show) return null;
  return (
    <div
      ref={layer}
      tabIndex={-1}
      aria-busy="true"
      data-testid="blocking-overlay"
      className="fixed inset-0 z-50 flex cursor-wait flex-col items-center justify-center gap-6 bg-surface/85 backdrop-blur-sm focus:outline-none"
    >
      {logo}
      <DotsSpinner label={label} />
    </div>
  );
}
