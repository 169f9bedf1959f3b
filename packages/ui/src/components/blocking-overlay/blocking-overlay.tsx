import { useEffect, useRef, type ReactNode } from 'react';
import { DotsSpinner } from '../dots-spinner';

export interface BlockingOverlayProps {
  show: boolean;
  /** Usually the product Logo, shown above the spinner. */
  logo?: ReactNode;
  /** Announced by the spinner. */
  label?: string;
}

/**
 * A full-screen white layer over the whole page, with the logo and the green dots spinner, that takes every
 * click and keystroke while a blocking action (such as login) runs: it holds the focus and keeps Tab and
 * Enter from reaching the page below.
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
      className="fixed inset-0 z-50 flex cursor-wait flex-col items-center justify-center gap-6 bg-white/85 backdrop-blur-sm focus:outline-none"
    >
      {logo}
      <DotsSpinner label={label} />
    </div>
  );
}
