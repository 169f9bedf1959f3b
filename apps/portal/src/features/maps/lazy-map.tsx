import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { loadChunk } from '../../app/load-chunk.ts';
import type { MapLoadState } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MapChunkBoundary } from './map-chunk-boundary.tsx';

const NO_KEY: MapLoadState = { status: 'error', reason: 'no-key' };
const FAILED: MapLoadState = { status: 'error', reason: 'failed' };
const LOADING: MapLoadState = { status: 'loading' };
/** Without a key there is no map to make room for: the area only says why, in a short box. */
const NO_MAP_HEIGHT_PX = 120;

/** A map component of the maps chunk, as `mapChunk` loads it: the lazy component of the latest try. */
export interface MapChunk<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A map component of the lazy maps chunk ('mapa', with Google's loader), loaded on first render. A load that
 * failed is not kept: React keeps a failed lazy component failed, so the next mount starts from a fresh one and
 * tries again.
 *
 * @example const TrackingMapChunk = mapChunk(() => import('./tracking-map.tsx').then((m) => m.TrackingMap))
 */
export function mapChunk<P>(load: () => Promise<ComponentType<P>>): MapChunk<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loadChunk('mapa', load).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          chunk.Component = fresh();
          throw error;
        },
      ),
    );
  const chunk: MapChunk<P> = { Component: fresh() };
  return chunk;
}

interface LazyMapProps<P> {
  chunk: MapChunk<P & { apiKey: string }>;
  /** The Google Maps key; none: the chunk is never fetched and the area says the map needs one. */
  apiKey: string | undefined;
  /** Under the failure or the missing key: what still works without the map. */
  hint: string;
  height: number | undefined;
  /** The map component's own props. */
  props: P;
}

/**
 * The map area around a lazily loaded map: the missing key, 'Carregando mapa...' while the chunk loads, and
 * 'Erro ao carregar mapa!' when it fails (the rest of the screen goes on working). The screens' lazy maps
 * (LazyGeofenceMap, LazyTrackingMap) are this with their chunk and hint.
 */
export function LazyMap<P>({ chunk, apiKey, hint, height, props }: LazyMapProps<P>) {
  const area = (state: MapLoadState, areaHeight = height) => (
    <MapArea state={state} height={areaHeight} hint={hint} />
  );
  if (!apiKey) return area(NO_KEY, NO_MAP_HEIGHT_PX);
  return (
    <MapChunkBoundary fallback={area(FAILED)}>
      <Suspense fallback={area(LOADING)}>
        <chunk.Component {...props} apiKey={apiKey} />
      </Suspense>
    </MapChunkBoundary>
  );
}
