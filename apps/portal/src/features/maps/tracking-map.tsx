/// <reference types="google.maps" />
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GoogleMap } from '@react-google-maps/api';
import type { TrackedVehicle } from '@frota/domain';
import { createGoogleMapAdapter } from './google-map-adapter.ts';
import type { MapAdapter } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { trackingMarkers, trackingView, vehiclePosition } from './tracking-markers.ts';
import { TrackingPopup } from './tracking-popup.tsx';
import { useGoogleMaps } from './use-google-maps.ts';

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
}

const MAP_OPTIONS: google.maps.MapOptions = {
  streetViewControl: false,
  // Google's places would open popups of their own next to the vehicles'.
  clickableIcons: false,
};

/**
 * The monitor's tracking map (spec 02 §2, §9): a marker per vehicle coloured by status, nearby ones clustered,
 * the selected one bigger and pulsing with a popup of its details. Loaded lazily (see lazy-tracking-map.tsx):
 * this module and everything it imports make the maps chunk.
 *
 * The view is fitted to the vehicles once, when the first answer arrives; later polls only move the markers,
 * since the user may have panned or zoomed since. A click on a marker selects it and opens its popup where the
 * map is; a selection made elsewhere (the list) centres its vehicle at the focus zoom. Closing the popup clears
 * the selection; a selected vehicle missing from an answer closes the popup and keeps the selection.
 */
export function TrackingMap({ apiKey, vehicles, selectedId, onSelect, height }: TrackingMapProps) {
  const state = useGoogleMaps(apiKey);
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  // The popup's content: React renders the vehicle's details into it through a portal, Google shows it.
  const [popupContent] = useState(() => document.createElement('div'));
  const latestOnSelect = useRef(onSelect);
  useEffect(() => {
    latestOnSelect.current = onSelect;
  });
  // What the map did, so a poll does not redo it: the adapter fitted to a first answer, the selection a marker
  // click made (shown where the map is), the selection already centred, and the one whose popup is open.
  const fittedAdapter = useRef<MapAdapter | null>(null);
  const clickedId = useRef<number | undefined>(undefined);
  const focusedId = useRef<number | undefined>(undefined);
  const popupId = useRef<number | undefined>(undefined);

  const markers = useMemo(() => trackingMarkers(vehicles ?? [], selectedId), [vehicles, selectedId]);
  const selected = useMemo(() => {
    const vehicle = vehicles?.find((candidate) => candidate.programmingId === selectedId);
    return vehicle && vehiclePosition(vehicle) ? vehicle : undefined;
  }, [vehicles, selectedId]);

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

  useEffect(() => {
    if (!adapter) return;
    const stopClicks = adapter.onMarkerClick((id) => {
      clickedId.current = Number(id);
      latestOnSelect.current(Number(id));
    });
    const stopCloses = adapter.onPopupClose(() => {
      popupId.current = undefined;
      latestOnSelect.current(undefined);
    });
    return () => {
      stopClicks();
      stopCloses();
    };
  }, [adapter]);

  useEffect(() => {
    adapter?.setMarkers(markers);
  }, [adapter, markers]);

  // Before the first answer the default view; at the first answer, the fit. Never again for this map.
  useEffect(() => {
    if (!adapter || fittedAdapter.current === adapter) return;
    const { points, fallback } = trackingView(vehicles);
    adapter.fitPoints(points, fallback);
    if (vehicles) fittedAdapter.current = adapter;
  }, [adapter, vehicles]);

  // After the markers (the popup opens over a marker already shown) and after the fit (a focus wins over it).
  useEffect(() => {
    if (!adapter) return;
    if (selectedId === undefined) focusedId.current = undefined;
    if (!selected) {
      if (popupId.current !== undefined) adapter.closePopup();
      popupId.current = undefined;
      return;
    }
    if (popupId.current === selected.programmingId) return;
    const fromClick = clickedId.current === selected.programmingId;
    clickedId.current = undefined;
    const position = vehiclePosition(selected);
    if (!fromClick && focusedId.current !== selected.programmingId && position) adapter.focus(position);
    focusedId.current = selected.programmingId;
    adapter.openPopup(String(selected.programmingId), popupContent);
    popupId.current = selected.programmingId;
  }, [adapter, selectedId, selected, popupContent]);

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
