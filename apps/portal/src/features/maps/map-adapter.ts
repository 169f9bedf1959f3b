import type { GeoPoint } from '@frota/domain';
import type { MapView } from './maps-config.ts';

/**
 * Whether the map can be shown: `no-key` when the portal has no Google Maps key (the maps code is never loaded),
 * `failed` when the script or its chunk could not load (offline, blocked, refused).
 */
export type MapLoadState =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; reason: 'no-key' | 'failed' };

/** A marker to show; `id` tells the same marker apart across updates, so an unchanged one is left alone. */
export interface MapMarker {
  id: string;
  position: GeoPoint;
  /** A CSS colour, such as the status colours of spec 02 §9. */
  colour: string;
  /** Diameter in pixels (24 normally, 40 when selected). */
  size: number;
  /** The tooltip, also the marker's accessible name. */
  title: string;
  /**
   * Draws an animated halo around the marker (the selected vehicle, spec 02 §9); the halo stays still for users
   * who ask for reduced motion.
   */
  pulse?: boolean;
}

/** Undoes a subscription. */
export type Unsubscribe = () => void;

/**
 * What the portal asks of a map. Components talk to this, never to Google Maps, so the logic is tested with test
 * doubles and the provider could change without touching a screen.
 */
export interface MapAdapter {
  /**
   * Shows the geofence for these ordered points. When `editable`, the user can drag, insert and remove corners,
   * and while there is no polygon yet, draw one; every change is reported through {@link onGeofenceChange}.
   * Points equal to what the map already shows change nothing (the echo of an edit does not reset it).
   */
  setGeofence(points: GeoPoint[], options: { editable: boolean }): void;
  /** Called with the whole ordered list of corners after each edit or drawing made on the map. */
  onGeofenceChange(listener: (points: GeoPoint[]) => void): Unsubscribe;
  /**
   * Geocodes an address and, when found, centres the map on it at the focus zoom. Resolves the place, or
   * undefined when nothing matches; rejects when the geocoder itself fails.
   */
  searchAddress(address: string): Promise<GeoPoint | undefined>;
  /**
   * Shows exactly these markers; unchanged ones are kept as they are, changed ones updated, missing ones removed.
   * An open popup follows its marker, and closes when its marker is removed.
   */
  setMarkers(markers: MapMarker[]): void;
  /** Called with a marker's id when the user clicks it (or activates it from the keyboard). */
  onMarkerClick(listener: (id: string) => void): Unsubscribe;
  /**
   * Opens the popup over a shown marker with `content` in it (the caller renders into that element), closing any
   * other; does nothing but close the open one when no marker has that id. The map does not move.
   */
  openPopup(markerId: string, content: HTMLElement): void;
  /** Closes the popup, if open; the close listeners are not called (they hear the user only). */
  closePopup(): void;
  /** Called when the user closes the popup (its close button). */
  onPopupClose(listener: () => void): Unsubscribe;
  /** Fits the points with padding, never closer than the maximum fit zoom; with no points shows `fallback`. */
  fitPoints(points: GeoPoint[], fallback: MapView): void;
  /** Centres on a position at the focus zoom (or the zoom given). */
  focus(position: GeoPoint, zoom?: number): void;
  /** Shows a view as it is. */
  showView(view: MapView): void;
  /** Removes everything this adapter put on the map and every listener it added. */
  dispose(): void;
}
