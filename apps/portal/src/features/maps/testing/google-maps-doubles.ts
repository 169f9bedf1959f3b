/// <reference types="google.maps" />
import './jest-global.ts';
import {
  InfoWindow as MockInfoWindow,
  initialize,
  LatLng as MockLatLng,
  Map as MockMap,
  Marker as MockMarker,
  MVCArray as MockMVCArray,
  MVCObject as MockMVCObject,
  Polygon as MockPolygon,
  mockInstances,
} from '@googlemaps/jest-mocks';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

// The mock map never touches its element: the tests run without a DOM.
const NO_ELEMENT = {} as unknown as HTMLElement;

// The mocks' addListener records calls but never calls back; these hubs let a test fire an event, and honour remove().
const hubs = new WeakMap<object, Map<string, Set<Handler>>>();

function withEvents<T extends object>(target: T & { addListener: unknown }): T {
  const hub = new Map<string, Set<Handler>>();
  hubs.set(target, hub);
  target.addListener = vi.fn((event: string, handler: Handler) => {
    const handlers = hub.get(event) ?? new Set<Handler>();
    hub.set(event, handlers);
    handlers.add(handler);
    return { remove: vi.fn(() => handlers.delete(handler)) };
  });
  return target;
}

/** Calls the handlers currently listening to `event` on a double, as Google would. */
export function fire(target: object, event: string, ...args: unknown[]): void {
  for (const handler of [...(hubs.get(target)?.get(event) ?? [])]) handler(...args);
}

/** How many handlers listen to `event` on a double (to check that they were removed). */
export function listenerCount(target: object, event: string): number {
  return hubs.get(target)?.get(event)?.size ?? 0;
}

/**
 * A LatLng double that knows its coordinates (the mock's answer 0, 0), built as Google's is: from two numbers, a
 * literal or another LatLng.
 */
export class FakeLatLng extends MockLatLng {
  constructor(a: number | google.maps.LatLngLiteral | google.maps.LatLng, b?: number) {
    super(0, 0);
    const { lat, lng } =
      typeof a === 'number'
        ? { lat: a, lng: b ?? 0 }
        : typeof a.lat === 'function'
          ? { lat: (a as google.maps.LatLng).lat(), lng: (a as google.maps.LatLng).lng() }
          : (a as google.maps.LatLngLiteral);
    this.lat.mockReturnValue(lat);
    this.lng.mockReturnValue(lng);
  }
}

/** A LatLng double that knows its coordinates. */
export function fakeLatLng(lat: number, lng: number): google.maps.LatLng {
  return new FakeLatLng(lat, lng);
}

/** A polygon path double holding its corners; setAt, insertAt and removeAt fire the events Google's path fires. */
export function fakePath(corners: google.maps.LatLng[]): google.maps.MVCArray<google.maps.LatLng> {
  const items = [...corners];
  const path = withEvents(new MockMVCArray<google.maps.LatLng>());
  path.getArray.mockImplementation(() => [...items]);
  path.getLength.mockImplementation(() => items.length);
  path.getAt.mockImplementation((index: number) => items[index]);
  path.setAt.mockImplementation((index: number, latLng: google.maps.LatLng) => {
    items[index] = latLng;
    fire(path, 'set_at', index);
  });
  path.insertAt.mockImplementation((index: number, latLng: google.maps.LatLng) => {
    items.splice(index, 0, latLng);
    fire(path, 'insert_at', index);
  });
  path.removeAt.mockImplementation((index: number) => {
    const [removed] = items.splice(index, 1);
    fire(path, 'remove_at', index, removed);
    return removed;
  });
  return path;
}

/** The mock map, with events and a zoom that setZoom changes and getZoom reads. */
export class FakeMap extends MockMap {
  constructor() {
    super(NO_ELEMENT);
    withEvents(this);
    let zoom = 0;
    this.getZoom.mockImplementation(() => zoom);
    this.setZoom.mockImplementation((next: number) => {
      zoom = next;
    });
  }
}

/** The mock polygon, with a path that setPath replaces (a new MVCArray, as Google does) and events. */
export class FakePolygon extends MockPolygon {
  path = fakePath([]);
  constructor() {
    super();
    withEvents(this);
    this.getPath.mockImplementation(() => this.path);
    this.setPath.mockImplementation((literals: google.maps.LatLngLiteral[]) => {
      this.path = fakePath(literals.map(({ lat, lng }) => fakeLatLng(lat, lng)));
    });
  }
}

/**
 * The mock marker, keeping its options: setOptions and setMap change what the getters answer (the clusterer
 * reads the position, the map and the visibility), setMap fires 'map_changed' as Google's does, and events.
 */
export class FakeMarker extends MockMarker {
  options: google.maps.MarkerOptions = {};
  constructor(opts?: google.maps.MarkerOptions | null) {
    super(opts);
    withEvents(this);
    const apply = (next: google.maps.MarkerOptions) => {
      this.options = { ...this.options, ...next };
      if ('map' in next) fire(this, 'map_changed');
    };
    if (opts) apply(opts);
    this.setOptions.mockImplementation(apply);
    this.setMap.mockImplementation((map: google.maps.Map | null) => apply({ map }));
    this.setPosition.mockImplementation((position: google.maps.LatLngLiteral) => apply({ position }));
    this.getMap.mockImplementation(() => this.options.map ?? null);
    this.getPosition.mockImplementation(() =>
      this.options.position ? new FakeLatLng(this.options.position) : undefined,
    );
    this.getVisible.mockImplementation(() => this.options.visible ?? true);
    this.getTitle.mockImplementation(() => this.options.title);
    this.getLabel.mockImplementation(() => this.options.label);
    this.getZIndex.mockImplementation(() => this.options.zIndex);
  }
}

/** The mock InfoWindow, keeping its options and whether it is open, with events. */
export class FakeInfoWindow extends MockInfoWindow {
  options: google.maps.InfoWindowOptions = {};
  constructor(opts?: google.maps.InfoWindowOptions) {
    super(opts);
    withEvents(this);
    this.setOptions.mockImplementation((next: google.maps.InfoWindowOptions) => {
      this.options = { ...this.options, ...next };
    });
    this.setPosition.mockImplementation((position: google.maps.LatLngLiteral) => {
      this.options = { ...this.options, position };
    });
    this.getContent.mockImplementation(() => this.options.content);
    this.open.mockImplementation(() => {
      this.isOpen = true;
    });
    // As Google's: 'close' follows every closing, this one included.
    this.close.mockImplementation(() => {
      this.isOpen = false;
      fire(this, 'close');
    });
  }
}

/** What the user's click on the InfoWindow's close button does: it closes, 'closeclick' then 'close'. */
export function closeByUser(infoWindow: FakeInfoWindow): void {
  infoWindow.isOpen = false;
  fire(infoWindow, 'closeclick');
  fire(infoWindow, 'close');
}

/** What Escape does to an open InfoWindow: it closes, with 'close' only. */
export function closeByEscape(infoWindow: FakeInfoWindow): void {
  infoWindow.isOpen = false;
  fire(infoWindow, 'close');
}

const overlayMaps = new WeakMap<object, google.maps.Map | null>();
const mapPanes = new WeakMap<object, google.maps.MapPanes>();

/** The panes of a double map, where its overlays put their elements (created on first use: needs a DOM). */
export function panesOf(map: google.maps.Map): google.maps.MapPanes {
  let panes = mapPanes.get(map);
  if (!panes) {
    const pane = () => document.createElement('div');
    panes = {
      floatPane: pane(),
      mapPane: pane(),
      markerLayer: pane(),
      overlayLayer: pane(),
      overlayMouseTarget: pane(),
    };
    mapPanes.set(map, panes);
  }
  return panes;
}

/** The double's projection: a point's div pixel is its longitude × 10 across and its latitude × −10 down. */
export const FAKE_PROJECTION = {
  fromLatLngToDivPixel(latLng: google.maps.LatLng | google.maps.LatLngLiteral) {
    const point = new FakeLatLng(latLng);
    return { x: point.lng() * 10, y: -point.lat() * 10 };
  },
} as unknown as google.maps.MapCanvasProjection;

/**
 * Google's OverlayView, which the mocks give as instance stubs (they would hide a subclass's onAdd and draw, and
 * the clusterer copies OverlayView's prototype onto its own). setMap calls onAdd then draw, or onRemove, as
 * Google does once the map is ready; the methods are enumerable, as the clusterer's copy needs.
 */
export class FakeOverlayView {
  setMap(this: FakeOverlayView, map: google.maps.Map | null) {
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
  getMap(this: FakeOverlayView) {
    return overlayMaps.get(this) ?? null;
  }
  getPanes(this: FakeOverlayView) {
    const map = overlayMaps.get(this);
    return map ? panesOf(map) : null;
  }
  getProjection(this: FakeOverlayView) {
    return overlayMaps.get(this) ? FAKE_PROJECTION : null;
  }
}
for (const name of ['setMap', 'getMap', 'getPanes', 'getProjection'])
  Object.defineProperty(FakeOverlayView.prototype, name, { enumerable: true });

/** google.maps.event as far as the clusterer uses it: removeListener really removes. */
const fakeEvent = {
  addListener: (
    instance: { addListener: (event: string, handler: Handler) => unknown },
    event: string,
    handler: Handler,
  ) => instance.addListener(event, handler),
  removeListener: (listener: google.maps.MapsEventListener | null | undefined) => listener?.remove(),
  trigger: vi.fn(),
  clearInstanceListeners: vi.fn(),
};

/** Google's drawing manager, which the mocks leave out. */
export class FakeDrawingManager extends MockMVCObject {
  setOptions = vi.fn();
  setMap = vi.fn();
  setDrawingMode = vi.fn();
  constructor() {
    super();
    withEvents(this);
  }
}

/** The doubles a test created of a class, in order. */
export function instancesOf<T extends new (...args: never[]) => unknown>(type: T): InstanceType<T>[] {
  return mockInstances.get(type as unknown as new (...args: unknown[]) => unknown) as InstanceType<T>[];
}

/**
 * Installs `google.maps` made of @googlemaps/jest-mocks, completed where the adapter needs more than stubs, and
 * returns it with a fresh map.
 *
 * @example const { maps, map } = installGoogleMapsDoubles({ drawing: true })
 */
export function installGoogleMapsDoubles({ drawing = true }: { drawing?: boolean } = {}) {
  initialize();
  Object.assign(google.maps, {
    Map: FakeMap,
    Polygon: FakePolygon,
    Marker: FakeMarker,
    InfoWindow: FakeInfoWindow,
    OverlayView: FakeOverlayView,
    LatLng: FakeLatLng,
    event: fakeEvent,
    SymbolPath: { CIRCLE: 0 },
    drawing: drawing ? { DrawingManager: FakeDrawingManager, OverlayType: { POLYGON: 'polygon' } } : {},
  });
  const map = new google.maps.Map(NO_ELEMENT);
  return { maps: google.maps, map };
}
