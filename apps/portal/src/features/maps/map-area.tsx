import type { ReactNode } from 'react';
import { cn, Spinner } from '@frota/ui';
import type { MapLoadState } from './map-adapter.ts';
import { MAP_MESSAGES } from './map-messages.ts';
import { MAP_HEIGHT_PX } from './maps-config.ts';

export interface MapAreaProps {
  state: MapLoadState;
  /** The map, rendered once the state is ready. */
  children?: ReactNode;
  /** Pixels; spec 02 §9 sets 600. */
  height?: number;
  /** A sentence under the error or missing-key message saying what still works without the map. */
  hint?: string;
  className?: string;
}

/**
 * The box a map lives in, of a fixed height so the page does not jump while Google loads, saying what happens
 * until there is a map: loading (spec 02 §8's 'Carregando mapa...'), failed ('Erro ao carregar mapa!'), or no key
 * configured. The loading and missing-key texts are polite status messages; the failure is an alert.
 */
export function MapArea({ state, children, height = MAP_HEIGHT_PX, hint, className }: MapAreaProps) {
  return (
    <div
      className={cn('relative w-full overflow-hidden rounded-card border border-line bg-canvas', className)}
      style={{ height }}
    >
      {state.status === 'ready' ? children : <MapPlaceholder state={state} hint={hint} />}
    </div>
  );
}

function MapPlaceholder({
  state,
  hint,
}: {
  state: Exclude<MapLoadState, { status: 'ready' }>;
  hint?: string;
}) {
  const centred = 'flex h-full flex-col items-center justify-center gap-2 px-6 text-center text-sm';
  if (state.status === 'loading') {
    return (
      <div role="status" className={cn(centred, 'text-fg-muted')}>
        <Spinner className="size-6 text-accent" />
        <p>{MAP_MESSAGES.loading}</p>
      </div>
    );
  }
  const failed = state.reason === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={cn(centred, failed ? 'text-danger-700' : 'text-fg-soft')}
    >
      <p className={cn(failed && 'font-medium')}>{failed ? MAP_MESSAGES.failed : MAP_MESSAGES.noKey}</p>
      {hint && <p className="text-fg-muted">{hint}</p>}
    </div>
  );
}
