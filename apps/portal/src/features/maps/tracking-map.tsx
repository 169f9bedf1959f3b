/// <reference types="google.maps" />
import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GoogleMap } from '@react-google-maps/api';
import type { TrackedVehicle } from '@frota/domain';
import { createGoogleMapAdapter } from './google-map-adapter.ts';
import type { MapAdapter } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { TrackingPopup } from './tracking-popup.tsx';
import { useGoogleMaps } from './use-google-maps.ts';
import { useTrackingLayer } from './use-tracking-layer.ts';

export interface TrackingMapProps {
  /** The Google Maps key. */
  apiKey: string;
  /** The vehicles of the last poll answer; undefined while there is no answer yet. */
  vehicles: TrackedVehicle[] | undefined;
  /** The selected programming's id (its vehicle's marker is bigger, pulses and shows its popup), if any. */
  selectedId: number | undefined;
  /**
   * Called with a programming's id when the user clicks its marker, and with undefined when the user closes the
   * popup. The caller holds the selection and passes it back as `selectedId`.
   */
  onSelect: (programmingId: number | undefined) => void;
  /** Height of the map in pixels (600 by default). */
  height?: number;
  /** What the vehicles answer (the monitor's filters): a new one fits the view to its vehicles. */
  fitKey?: string | undefined;
}

const MAP_OPTIONS: google.maps.MapOptions = {
  streetViewControl: false,
  // Google's places would open popups of their own next to the vehicles'.
  clickableIcons: false,
};

/**
 * The monitor's tracking map (spec 02 §2, §9): a marker per vehicle coloured by status, nearby ones clustered,
 * the selected one bigger and pulsing with a popup of its details (the rules: use-tracking-layer.ts). Loaded
 * lazily (see lazy-tracking-map.tsx): this module and everything it imports make the maps chunk.
 */
export function TrackingMap({ apiKey, vehicles, selectedId, onSelect, height, fitKey }: TrackingMapProps) {
  const state = useGoogleMaps(apiKey);
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  // The adapter lives as long as Google's map: created when the map loads, disposed when it unmounts (not in an
  // effect's cleanup, which StrictMode runs on a map that stays).
  const loaded = useRef<MapAdapter | null>(null);
  const handleLoad = useCallback((map: google.maps.Map) => {
    loaded.current = createGoogleMapAdapter(map, google.maps, { clusterMarkers: true });
    setAdapter(loaded.current);
  }, []);
  const handleUnmount = useCallback(() => {
    loaded.current?.dispose();
    loaded.current = null;
    setAdapter(null);
  }, []);

  const { selected, popupContent } = useTrackingLayer(adapter, { vehicles, selectedId, onSelect, fitKey });

  return (
    <MapArea state={state} height={height} hint={MAP_MESSAGES.monitorStillWorks}>
      <GoogleMap
        mapContainerClassName="size-full"
        options={MAP_OPTIONS}
        onLoad={handleLoad}
        onUnmount={handleUnmount}
      />
      {selected && createPortal(<TrackingPopup vehicle={selected} />, popupContent)}
    </MapArea>
  );
}
