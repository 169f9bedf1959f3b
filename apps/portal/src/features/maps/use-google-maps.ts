import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import type { MapLoadState } from './map-adapter.ts';

/** One list for every map of the portal: Google's loader refuses a second load with other options. */
const LIBRARIES: Libraries = ['drawing', 'places'];

/**
 * Loads Google Maps once for the whole portal (the geofence editor, the monitor's tracking map) and says whether
 * the map can be shown. Lives in the lazy maps chunk: only a screen that shows a map pays for Google's loader.
 */
export function useGoogleMaps(apiKey: string): MapLoadState {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: 'pt-BR',
    region: 'BR',
  });
  if (loadError) return { status: 'error', reason: 'failed' };
  return isLoaded ? { status: 'ready' } : { status: 'loading' };
}
