/// <reference types="google.maps" />
import { useCallback, useEffect, useRef, useState } from 'react';
import { GoogleMap } from '@react-google-maps/api';
import { isValidLatitude, isValidLongitude, MIN_GEOFENCE_POINTS, type GeoPoint } from '@frota/domain';
import { Button, Text } from '@frota/ui';
import { AddressSearch } from './address-search.tsx';
import { createGoogleMapAdapter } from './google-map-adapter.ts';
import type { MapAdapter } from './map-adapter.ts';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';
import { DEFAULT_MAP_VIEW } from './maps-config.ts';
import { useGoogleMaps } from './use-google-maps.ts';

export interface GeofenceMapProps {
  apiKey: string;
  /** The fence's corners in order; the map shows them and reports its edits through `onChange`. */
  points: GeoPoint[];
  onChange: (points: GeoPoint[]) => void;
  readOnly?: boolean;
  /** Height of the map in pixels (600 by default). */
  height?: number;
}

const MAP_OPTIONS: google.maps.MapOptions = {
  streetViewControl: false,
  clickableIcons: false,
  // Inside a scrolling modal, a one-finger or wheel gesture scrolls the page; two fingers or Ctrl move the map.
  gestureHandling: 'cooperative',
};

const drawable = (points: GeoPoint[]) =>
  points.filter((point) => isValidLatitude(point.latitude) && isValidLongitude(point.longitude));

/**
 * The geofence on a Google map, with the address search above it. Loaded lazily (see lazy-geofence-map.tsx):
 * this module and everything it imports make the maps chunk. The points list stays the source of truth: the map
 * draws it and reports edits, which the caller applies.
 */
export function GeofenceMap({ apiKey, points, onChange, readOnly = false, height }: GeofenceMapProps) {
  const state = useGoogleMaps(apiKey);
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);
  // The latest props for callbacks created once (Google's listeners and the first fit).
  const latest = useRef({ points, onChange });
  useEffect(() => {
    latest.current = { points, onChange };
  });

  const handleLoad = useCallback((map: google.maps.Map) => {
    const created = createGoogleMapAdapter(map, google.maps);
    created.fitPoints(drawable(latest.current.points), DEFAULT_MAP_VIEW);
    setAdapter(created);
  }, []);
  const handleUnmount = useCallback(() => setAdapter(null), []);

  useEffect(() => {
    if (!adapter) return;
    const stop = adapter.onGeofenceChange((edited) => latest.current.onChange(edited));
    return () => {
      stop();
      adapter.dispose();
    };
  }, [adapter]);

  useEffect(() => {
    adapter?.setGeofence(points, { editable: !readOnly });
  }, [adapter, points, readOnly]);

  return (
    <div className="space-y-2">
      {adapter && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <AddressSearch onSearch={(address) => adapter.searchAddress(address)} />
          </div>
          <Button
            variant="ghost"
            disabled={drawable(points).length === 0}
            onClick={() => adapter.fitPoints(drawable(points), DEFAULT_MAP_VIEW)}
          >
            {MAP_MESSAGES.fitFence}
          </Button>
        </div>
      )}
      <MapArea state={state} height={height} hint={MAP_MESSAGES.pointsStillWork}>
        <GoogleMap
          mapContainerClassName="size-full"
          options={MAP_OPTIONS}
          onLoad={handleLoad}
          onUnmount={handleUnmount}
        />
      </MapArea>
      {adapter && !readOnly && (
        <Text size="sm" tone="muted">
          {points.length < MIN_GEOFENCE_POINTS ? MAP_MESSAGES.drawHint : MAP_MESSAGES.editHint}
        </Text>
      )}
    </div>
  );
}
