/// <reference types="google.maps" />
import { MAP_HEX } from '@frota/ui';
import { isValidLatitude, isValidLongitude, MIN_GEOFENCE_POINTS, type GeoPoint } from '@frota/domain';
import { fromLatLng, samePoints, toLatLngLiteral } from './google-lat-lng.ts';
import type { Unsubscribe } from './map-adapter.ts';

/** The fence's look: the brand green, translucent so the streets under it stay readable. */
const FENCE_STYLE: google.maps.PolygonOptions = {
  strokeColor: MAP_HEX['fence-line'],
  strokeWeight: 2,
  fillColor: MAP_HEX['fence-fill'],
  fillOpacity: 0.2,
};

/** How a fence with fewer than three corners is drawn, if at all. */
type DrawingMode = 'none' | 'drawing-manager' | 'map-clicks';

/** The geofence part of the Google adapter: one editable polygon, and drawing while there is none. */
export interface GeofenceLayer {
  set(points: GeoPoint[], options: { editable: boolean }): void;
  onChange(listener: (points: GeoPoint[]) => void): Unsubscribe;
  dispose(): void;
}

const isDrawable = (point: GeoPoint) => isValidLatitude(point.latitude) && isValidLongitude(point.longitude);

/**
 * Shows the fence as a Google polygon and reports the user's edits as ordered point lists: a dragged corner
 * (`set_at`), a corner inserted by dragging an edge's middle handle (`insert_at`), and a corner removed with a
 * right click (`remove_at`; Google offers no removal of its own). While fewer than three corners exist and the fence
 * is editable, the user draws: with Google's drawing manager when there is no point at all and the drawing library
 * is there (Google is retiring it), otherwise each click on the map adds a corner.
 *
 * While a point of the list is not a valid coordinate (being typed), the map shows no fence rather than a wrong one,
 * and reports nothing, so an edit on the map can never overwrite the list being typed.
 */
export function createGeofenceLayer(map: google.maps.Map, maps: typeof google.maps): GeofenceLayer {
  const listeners = new Set<(points: GeoPoint[]) => void>();
  // The list as last set or reported (map clicks add to it), and what the polygon's path holds.
  let shown: GeoPoint[] = [];
  let onPath: GeoPoint[] = [];
  let editable = false;
  let polygon: google.maps.Polygon | undefined;
  let polygonListeners: google.maps.MapsEventListener[] = [];
  let pathListeners: google.maps.MapsEventListener[] = [];
  let drawingMode: DrawingMode = 'none';
  let stopDrawing: () => void = () => {};

  function report(points: GeoPoint[]) {
    shown = points;
    for (const listener of listeners) listener(points);
  }

  const readPath = (shape: google.maps.Polygon) => shape.getPath().getArray().map(fromLatLng);

  function watchPath(shape: google.maps.Polygon) {
    for (const listener of pathListeners) listener.remove();
    const path = shape.getPath();
    pathListeners = ['set_at', 'insert_at', 'remove_at'].map((event) =>
      path.addListener(event, () => {
        onPath = readPath(shape);
        report(onPath);
      }),
    );
  }

  function createPolygon(): google.maps.Polygon {
    const shape = new maps.Polygon();
    shape.setOptions({ ...FENCE_STYLE, map });
    polygonListeners = [
      shape.addListener('contextmenu', (event: google.maps.PolyMouseEvent) => {
        if (editable && event.vertex !== undefined) shape.getPath().removeAt(event.vertex);
      }),
    ];
    return shape;
  }

  function showPolygon(points: GeoPoint[]) {
    polygon ??= createPolygon();
    // A new path (setPath builds a new MVCArray): its events are watched from here on.
    polygon.setPath(points.map(toLatLngLiteral));
    onPath = points;
    watchPath(polygon);
  }

  function removePolygon() {
    for (const listener of [...pathListeners, ...polygonListeners]) listener.remove();
    pathListeners = [];
    polygonListeners = [];
    polygon?.setMap(null);
    polygon = undefined;
    onPath = [];
  }

  function startDrawingManager(): () => void {
    const manager = new maps.drawing.DrawingManager();
    manager.setOptions({
      map,
      drawingMode: maps.drawing.OverlayType.POLYGON,
      drawingControl: false,
      polygonOptions: FENCE_STYLE,
    });
    const completed = manager.addListener('polygoncomplete', (drawn: google.maps.Polygon) => {
      const points = readPath(drawn);
      drawn.setMap(null); // the fence is redrawn from the list, as every other fence
      report(points);
    });
    return () => {
      completed.remove();
      manager.setMap(null);
    };
  }

  function startMapClicks(): () => void {
    const clicks = map.addListener('click', (event: google.maps.MapMouseEvent) => {
      if (event.latLng) report([...shown, fromLatLng(event.latLng)]);
    });
    return () => clicks.remove();
  }

  function setDrawingMode(mode: DrawingMode) {
    if (mode === drawingMode) return;
    stopDrawing();
    drawingMode = mode;
    stopDrawing =
      mode === 'drawing-manager'
        ? startDrawingManager()
        : mode === 'map-clicks'
          ? startMapClicks()
          : () => {};
  }

  function drawingModeFor(points: GeoPoint[]): DrawingMode {
    if (!editable || points.length >= MIN_GEOFENCE_POINTS) return 'none';
    return points.length === 0 && maps.drawing?.DrawingManager ? 'drawing-manager' : 'map-clicks';
  }

  return {
    set(points, options) {
      editable = options.editable;
      if (!points.every(isDrawable)) {
        shown = points;
        removePolygon();
        setDrawingMode('none');
        return;
      }
      if (points.length === 0) removePolygon();
      else if (!polygon || !samePoints(points, onPath)) showPolygon(points);
      shown = points;
      polygon?.setEditable(editable);
      setDrawingMode(drawingModeFor(points));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      setDrawingMode('none');
      removePolygon();
      listeners.clear();
    },
  };
}
