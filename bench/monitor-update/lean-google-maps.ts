/// <reference types="google.maps" />
/**
 * A lean `google.maps` double for the update bench: plain classes that keep what they are told (options, the
 * map, a marker's position as a LatLng made once when set, as Google's marker keeps it), with listeners that
 * can be fired, and nothing recorded. Only what the portal's Google adapter and MarkerClusterer call on the
 * tracking map. The repo's doubles (apps/portal/.../testing/google-maps-doubles.ts) are built on
 * @googlemaps/jest-mocks, where every method is a `vi.fn` that records its calls and every instance is kept
 * in a registry: right for tests, but then a 2,000-marker update mostly measures that bookkeeping (see
 * bench/README.md). Google's own classes do more than these (MVC notifications, a deferred redraw), so an
 * update on this double is a lower bound of the portal's side of the work.
 */

type Handler = (...args: unknown[]) => void;

class Evented {
  readonly #events = new Map<string, Set<Handler>>();
  addListener(event: string, handler: Handler): google.maps.MapsEventListener {
    const handlers = this.#events.get(event) ?? new Set<Handler>();
    this.#events.set(event, handlers);
    handlers.add(handler);
    return { remove: () => void handlers.delete(handler) };
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of [...(this.#events.get(event) ?? [])]) handler(...args);
  }
}

/** A position as Google's classes take it: a LatLng or a literal. */
type LatLngLike = { lat(): number; lng(): number } | google.maps.LatLngLiteral;

class LatLng {
  readonly #lat: number;
  readonly #lng: number;
  constructor(a: number | LatLngLike | null, b?: number) {
    if (a === null) [this.#lat, this.#lng] = [0, 0];
    else if (typeof a === 'number') [this.#lat, this.#lng] = [a, b ?? 0];
    else if (typeof a.lat === 'function') [this.#lat, this.#lng] = [a.lat(), (a.lng as () => number)()];
    else [this.#lat, this.#lng] = [a.lat as number, a.lng as number];
  }
  lat() {
    return this.#lat;
  }
  lng() {
    return this.#lng;
  }
  toJSON(): google.maps.LatLngLiteral {
    return { lat: this.#lat, lng: this.#lng };
  }
  equals(other: LatLng | null) {
    return !!other && other.lat() === this.#lat && other.lng() === this.#lng;
  }
}

class LatLngBounds {
  south = Infinity;
  west = Infinity;
  north = -Infinity;
  east = -Infinity;
  constructor(sw?: LatLngLike, ne?: LatLngLike) {
    if (sw) this.extend(sw);
    if (ne) this.extend(ne);
  }
  extend(point: LatLngLike) {
    const p = new LatLng(point);
    this.south = Math.min(this.south, p.lat());
    this.north = Math.max(this.north, p.lat());
    this.west = Math.min(this.west, p.lng());
    this.east = Math.max(this.east, p.lng());
    return this;
  }
  getCenter() {
    return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
  }
  getNorthEast() {
    return new LatLng(this.north, this.east);
  }
  getSouthWest() {
    return new LatLng(this.south, this.west);
  }
  contains(point: LatLngLike) {
    const p = new LatLng(point);
    return p.lat() >= this.south && p.lat() <= this.north && p.lng() >= this.west && p.lng() <= this.east;
  }
}

const PROJECTION = {
  fromLatLngToDivPixel(point: LatLngLike) {
    const p = new LatLng(point);
    return { x: p.lng() * 10, y: -p.lat() * 10 };
  },
};

class LeanMap extends Evented {
  #zoom = 0;
  #panes?: google.maps.MapPanes;
  getZoom() {
    return this.#zoom;
  }
  setZoom(zoom: number) {
    this.#zoom = zoom;
  }
  setCenter() {}
  fitBounds() {}
  getBounds() {
    return new LatLngBounds({ lat: -90, lng: -180 }, { lat: 90, lng: 180 });
  }
  getProjection() {
    return PROJECTION;
  }
  getMapCapabilities() {
    return {};
  }
  panes(): google.maps.MapPanes {
    const pane = () => document.createElement('div');
    this.#panes ??= {
      floatPane: pane(),
      mapPane: pane(),
      markerLayer: pane(),
      overlayLayer: pane(),
      overlayMouseTarget: pane(),
    };
    return this.#panes;
  }
}

/** What the markers were asked since the last reset (the bench's per-poll figures). */
export const leanMarkerCounts = {
  vehicleMarkersCreated: 0,
  vehicleMarkersUpdated: 0,
  vehicleSetMapCalls: 0,
  clusterDiscsCreated: 0,
  reset() {
    this.vehicleMarkersCreated = this.vehicleMarkersUpdated = this.vehicleSetMapCalls = 0;
    this.clusterDiscsCreated = 0;
  },
};

class Marker extends Evented {
  options: google.maps.MarkerOptions = {};
  #position: LatLng | undefined;
  constructor(options?: google.maps.MarkerOptions) {
    super();
    // The clusterer's discs come with their options (a label: the count); the vehicles' get setOptions next.
    if (options?.label) leanMarkerCounts.clusterDiscsCreated += 1;
    else leanMarkerCounts.vehicleMarkersCreated += 1;
    if (options) this.#apply(options);
  }
  #apply(next: google.maps.MarkerOptions) {
    this.options = { ...this.options, ...next };
    if (next.position) this.#position = new LatLng(next.position as LatLngLike);
    if ('map' in next) this.fire('map_changed');
  }
  setOptions(next: google.maps.MarkerOptions) {
    if (!this.options.label) leanMarkerCounts.vehicleMarkersUpdated += 1;
    this.#apply(next);
  }
  setPosition(position: google.maps.LatLngLiteral) {
    if (!this.options.label) leanMarkerCounts.vehicleMarkersUpdated += 1;
    this.#apply({ position });
  }
  setMap(map: google.maps.Map | null) {
    if (!this.options.label) leanMarkerCounts.vehicleSetMapCalls += 1;
    this.#apply({ map });
  }
  getMap() {
    return this.options.map ?? null;
  }
  getPosition() {
    return this.#position;
  }
  getVisible() {
    return this.options.visible ?? true;
  }
  getTitle() {
    return this.options.title;
  }
  getLabel() {
    return this.options.label;
  }
  getZIndex() {
    return this.options.zIndex;
  }
}

class InfoWindow extends Evented {
  options: google.maps.InfoWindowOptions = {};
  isOpen = false;
  setOptions(next: google.maps.InfoWindowOptions) {
    this.options = { ...this.options, ...next };
  }
  setPosition(position: google.maps.LatLngLiteral) {
    this.options = { ...this.options, position };
  }
  getContent() {
    return this.options.content;
  }
  open() {
    this.isOpen = true;
  }
  close() {
    this.isOpen = false;
    this.fire('close');
  }
}

const overlayMaps = new WeakMap<object, LeanMap | null>();

/** Google's OverlayView: setMap calls onAdd then draw, or onRemove; enumerable, as the clusterer copies it. */
class OverlayView {
  setMap(this: OverlayView, map: LeanMap | null) {
    const before = overlayMaps.get(this) ?? null;
    if (before === map) return;
    overlayMaps.set(this, map);
    const self = this as { onAdd?: () => void; draw?: () => void; onRemove?: () => void };
    if (before) self.onRemove?.();
    if (map) {
      self.onAdd?.();
      self.draw?.();
    }
  }
  getMap(this: OverlayView) {
    return overlayMaps.get(this) ?? null;
  }
  getPanes(this: OverlayView) {
    return overlayMaps.get(this)?.panes() ?? null;
  }
  getProjection(this: OverlayView) {
    return overlayMaps.get(this) ? PROJECTION : null;
  }
}
for (const name of ['setMap', 'getMap', 'getPanes', 'getProjection'])
  Object.defineProperty(OverlayView.prototype, name, { enumerable: true });

class Size {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

class Geocoder {
  async geocode() {
    return { results: [] };
  }
}

/**
 * Installs the lean double as the global `google.maps` (MarkerClusterer reads the global) and answers it
 * with a new map.
 */
export function installLeanGoogleMaps(): { maps: typeof google.maps; map: google.maps.Map } {
  const maps = {
    Map: LeanMap,
    Marker,
    InfoWindow,
    OverlayView,
    LatLng,
    LatLngBounds,
    Size,
    Geocoder,
    SymbolPath: { CIRCLE: 0 },
    event: {
      addListener: (instance: Evented, event: string, handler: Handler) =>
        instance.addListener(event, handler),
      removeListener: (listener: google.maps.MapsEventListener | null | undefined) => listener?.remove(),
      trigger: (instance: Evented, event: string, ...args: unknown[]) => instance.fire?.(event, ...args),
      clearInstanceListeners: () => {},
    },
  } as unknown as typeof google.maps;
  (globalThis as { google?: unknown }).google = { maps };
  return { maps, map: new LeanMap() as unknown as google.maps.Map };
}
