/// <reference types="google.maps" />
import './jest-global.ts';
import {
  initialize,
  LatLng as MockLatLng,
  Map as MockMap,
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

/** A LatLng double that knows its coordinates (the mock's answer 0, 0). */
export function fakeLatLng(lat: number, lng: number): google.maps.LatLng {
  const latLng = new MockLatLng(lat, lng);
  latLng.lat.mockReturnValue(lat);
  latLng.lng.mockReturnValue(lng);
  return latLng;
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
    SymbolPath: { CIRCLE: 0 },
    drawing: drawing ? { DrawingManager: FakeDrawingManager, OverlayType: { POLYGON: 'polygon' } } : {},
  });
  const map = new google.maps.Map(NO_ELEMENT);
  return { maps: google.maps, map };
}
