import type { ReactNode } from 'react';
import { DotsSpinner } from '../dots-spinner';

export interface BlockingOverlayProps {
  show: boolean;
  /** Usually the product Logo, shown above the spinner. */
  logo?: ReactNode;
  /** Announced by the spinner. */
  label?: string;
}

/**
 * A full-screen white layer over the whole page, with the logo and the green dots spinner, that
 * takes every click while a blocking action (such as login) runs.
 */
export function BlockingOverlay({ show, logo, label = 'Carregando' }: BlockingOverlayProps) {
  if (!show) return null;
  return (
    <div
      aria-busy="true"
      data-testid="blocking-overlay"
      className="fixed inset-0 z-50 flex cursor-wait flex-col items-center justify-center gap-6 bg-white/85 backdrop-blur-sm"
    >
      {logo}
      <DotsSpinner label={label} />
    </div>
  );
}
