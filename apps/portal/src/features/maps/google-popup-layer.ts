/// <reference types="google.maps" />
import { toLatLngLiteral } from './google-lat-lng.ts';
import type { ShownMarker } from './google-marker-layer.ts';
import type { MapMarker, Unsubscribe } from './map-adapter.ts';

/** The popup part of the Google adapter: one InfoWindow over one marker at a time. */
export interface PopupLayer {
  /** Opens over the marker (closes when there is none) with `content` in it. */
  open(target: ShownMarker | undefined, content: HTMLElement): void;
  /** After the markers changed: moves with its marker, or closes when the marker is gone. */
  follow(find: (id: string) => ShownMarker | undefined): void;
  close(): void;
  onClose(listener: () => void): Unsubscribe;
  dispose(): void;
}

/**
 * The popup as a Google InfoWindow placed at its marker's position (not anchored to the marker: a clusterer
 * takes markers on and off the map, and the popup stays). Its tail points at the top of the marker's circle.
 * On opening, Google pans the map as little as it takes to show it whole (a popup over a marker near the top
 * would be cut off); a poll moving its marker afterwards does not pan. It never takes the focus (a selection
 * made from the list keeps the focus in the list).
 */
export function createPopupLayer(map: google.maps.Map, maps: typeof google.maps): PopupLayer {
  const listeners = new Set<() => void>();
  let infoWindow: google.maps.InfoWindow | undefined;
  let closed: google.maps.MapsEventListener | undefined;
  let openOn: ShownMarker | undefined;

  function ensureWindow(): google.maps.InfoWindow {
    if (infoWindow) return infoWindow;
    const created = new maps.InfoWindow();
    // Google fires 'close' for every way a popup closes: its close button, Escape, and our own close() (after
    // which openOn is already cleared, so only the user's closing reaches the listeners).
    closed = created.addListener('close', () => {
      if (!openOn) return;
      openOn = undefined;
      for (const listener of [...listeners]) listener();
    });
    infoWindow = created;
    return created;
  }

  const placement = (spec: MapMarker): google.maps.InfoWindowOptions => ({
    position: toLatLngLiteral(spec.position),
    pixelOffset: new maps.Size(0, -spec.size / 2),
    ariaLabel: spec.title,
  });

  function close() {
    if (!openOn) return;
    openOn = undefined;
    infoWindow?.close();
  }

  return {
    open(target, content) {
      if (!target) return close();
      const popup = ensureWindow();
      // Moving an open popup to another marker is not the user's closing, whatever Google fires meanwhile.
      openOn = undefined;
      popup.setOptions({ ...placement(target.spec), content, disableAutoPan: false });
      popup.open({ map, shouldFocus: false });
      openOn = { marker: target.marker, spec: target.spec };
    },
    follow(find) {
      if (!openOn) return;
      const target = find(openOn.spec.id);
      if (!target || target.marker !== openOn.marker) return close();
      const before = openOn.spec;
      const now = target.spec;
      openOn = { marker: target.marker, spec: now };
      const unmoved =
        before.position.latitude === now.position.latitude &&
        before.position.longitude === now.position.longitude &&
        before.size === now.size &&
        before.title === now.title;
      if (!unmoved) infoWindow?.setOptions(placement(now));
    },
    close,
    onClose(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      close();
      closed?.remove();
      listeners.clear();
    },
  };
}
