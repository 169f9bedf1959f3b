import type { GeoPoint } from '@frota/domain';
import type { MapAdapter, MapMarker, Unsubscribe } from '../map-adapter.ts';
import type { MapView } from '../maps-config.ts';

/** Markers whose centres fall closer than this (px) are drawn as one cluster, as Google's clusterer groups them. */
const CLUSTER_PX = 36;
/** The margin kept around the points when the view is fitted (px). */
const FIT_PADDING = 48;

interface Bounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

function boundsOf(points: GeoPoint[]): Bounds {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const spread = (low: number, high: number) => Math.max(high - low, 0.01);
  const latPad = spread(Math.min(...lats), Math.max(...lats)) * 0.1;
  const lngPad = spread(Math.min(...lngs), Math.max(...lngs)) * 0.1;
  return {
    north: Math.max(...lats) + latPad,
    south: Math.min(...lats) - latPad,
    west: Math.min(...lngs) - lngPad,
    east: Math.max(...lngs) + lngPad,
  };
}

/**
 * A map without Google, for Storybook: the portal's map logic (useTrackingLayer and its markers, clusters, the
 * selected marker's halo and the popup) drawn on a plain box, so a designer can review what only a real map
 * showed. Positions are laid out linearly inside the fitted bounds (no projection, no tiles); markers closer than
 * 36 px become a counted cluster; a marker is a button (click or Enter selects it); the popup sits above its
 * marker with a close button.
 */
export function createStaticMapAdapter(container: HTMLElement): MapAdapter {
  let markers: MapMarker[] = [];
  let bounds: Bounds = { north: -23.5, south: -24.1, west: -46.8, east: -46.1 };
  let popup: { markerId: string; content: HTMLElement } | null = null;
  const clickListeners = new Set<(id: string) => void>();
  const closeListeners = new Set<() => void>();

  const layer = document.createElement('div');
  layer.className = 'absolute inset-0 overflow-hidden bg-[#e8eef3]';
  layer.setAttribute('data-map-double', '');
  container.append(layer);

  const place = ({ latitude, longitude }: GeoPoint) => {
    const width = container.clientWidth - 2 * FIT_PADDING;
    const height = container.clientHeight - 2 * FIT_PADDING;
    return {
      x: FIT_PADDING + ((longitude - bounds.west) / (bounds.east - bounds.west)) * width,
      y: FIT_PADDING + ((bounds.north - latitude) / (bounds.north - bounds.south)) * height,
    };
  };

  const dot = (x: number, y: number, size: number) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.style.cssText = `position:absolute;left:${x - size / 2}px;top:${y - size / 2}px;width:${size}px;height:${size}px;border-radius:9999px;border:2px solid white;box-shadow:0 1px 3px rgb(0 0 0 / 0.35)`;
    return element;
  };

  function draw() {
    layer.replaceChildren();
    const placed = markers.map((marker) => ({ marker, ...place(marker.position) }));
    const drawn = new Set<string>();
    for (const item of placed) {
      if (drawn.has(item.marker.id)) continue;
      // The selected (pulsing) marker is never clustered, as on the real map.
      const near = item.marker.pulse
        ? [item]
        : placed.filter(
            (other) =>
              !other.marker.pulse &&
              !drawn.has(other.marker.id) &&
              Math.hypot(other.x - item.x, other.y - item.y) < CLUSTER_PX,
          );
      near.forEach((other) => drawn.add(other.marker.id));
      if (near.length > 1) {
        const cluster = dot(item.x, item.y, 36);
        cluster.style.background = '#1f2937';
        cluster.style.color = 'white';
        cluster.style.font = '600 13px Inter, sans-serif';
        cluster.textContent = String(near.length);
        cluster.setAttribute('aria-label', `${near.length} veículos`);
        layer.append(cluster);
        continue;
      }
      const { marker } = item;
      if (marker.pulse) {
        const halo = document.createElement('span');
        halo.className = 'motion-safe:animate-ping';
        halo.style.cssText = `position:absolute;left:${item.x - marker.size}px;top:${item.y - marker.size}px;width:${marker.size * 2}px;height:${marker.size * 2}px;border-radius:9999px;background:${marker.colour};opacity:0.3`;
        layer.append(halo);
      }
      const element = dot(item.x, item.y, marker.size);
      element.style.background = marker.colour;
      element.title = marker.title;
      element.setAttribute('aria-label', marker.title);
      element.addEventListener('click', () => clickListeners.forEach((listener) => listener(marker.id)));
      layer.append(element);
      if (popup?.markerId === marker.id)
        layer.append(popupBox(item.x, item.y - marker.size / 2, popup.content));
    }
  }

  function popupBox(x: number, y: number, content: HTMLElement) {
    const box = document.createElement('div');
    box.style.cssText = `position:absolute;left:${x}px;top:${y - 8}px;transform:translate(-50%,-100%);background:white;border-radius:8px;box-shadow:0 4px 12px rgb(0 0 0 / 0.2);padding:8px 28px 8px 12px;min-width:200px`;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Fechar');
    close.style.cssText = 'position:absolute;right:6px;top:2px;font-size:18px;line-height:1;color:#475569';
    close.addEventListener('click', () => {
      popup = null;
      draw();
      closeListeners.forEach((listener) => listener());
    });
    box.append(content, close);
    return box;
  }

  const listen =
    <T>(set: Set<T>) =>
    (listener: T): Unsubscribe => {
      set.add(listener);
      return () => set.delete(listener);
    };

  const showView = (view: MapView) => {
    const half = 0.3 / 2 ** Math.max(view.zoom - 10, 0);
    bounds = {
      north: view.centre.latitude + half,
      south: view.centre.latitude - half,
      west: view.centre.longitude - half,
      east: view.centre.longitude + half,
    };
    draw();
  };

  return {
    setGeofence: () => undefined,
    onGeofenceChange: () => () => undefined,
    searchAddress: async () => undefined,
    setMarkers(next) {
      markers = next;
      if (popup && !markers.some((marker) => marker.id === popup?.markerId)) popup = null;
      draw();
    },
    onMarkerClick: listen(clickListeners),
    openPopup(markerId, content) {
      popup = markers.some((marker) => marker.id === markerId) ? { markerId, content } : null;
      draw();
    },
    closePopup() {
      popup = null;
      draw();
    },
    onPopupClose: listen(closeListeners),
    fitPoints(points, fallback) {
      if (points.length === 0) showView(fallback);
      else {
        bounds = boundsOf(points);
        draw();
      }
    },
    focus(position, zoom = 14) {
      showView({ centre: position, zoom });
    },
    showView,
    dispose() {
      layer.remove();
      clickListeners.clear();
      closeListeners.clear();
    },
  };
}
