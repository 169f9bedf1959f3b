import type { GeoPoint } from '@frota/domain';

/**
 * The Google Maps key: VITE_GOOGLE_MAPS_API_KEY at build or dev time. Undefined when missing or blank, and then
 * the portal never loads the maps code (the map area says so and the points list still works).
 */
export const GOOGLE_MAPS_API_KEY: string | undefined =
  (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined)?.trim() || undefined;

/** Where and how close a map looks. */
export interface MapView {
  centre: GeoPoint;
  zoom: number;
}

/** Constants of spec 02 §9 (Map). */
export const MAP_HEIGHT_PX = 600;
/** The view before anything is placed: the São Paulo area. */
export const DEFAULT_MAP_VIEW: MapView = { centre: { latitude: -23.5505, longitude: -46.6333 }, zoom: 5 };
/** The view of a tracking map with nothing to show: Brasília, with the whole country around it. */
export const EMPTY_TRACKING_VIEW: MapView = { centre: { latitude: -15.7939, longitude: -47.8828 }, zoom: 4 };
/** Zoom on one position (a selected vehicle) and on an address found by the search box. */
export const FOCUS_ZOOM = 15;
/** Fitting a few close points would zoom to street level; the fitted view stops here. */
export const FIT_BOUNDS_MAX_ZOOM = 16;
/** Pixels kept free around fitted points, so markers at the edge are not cut. */
export const FIT_BOUNDS_PADDING = 50;
/** A vehicle's marker (spec 02 §9): 24 px across, 40 px when selected. */
export const MARKER_SIZE_PX = 24;
export const SELECTED_MARKER_SIZE_PX = 40;
/**
 * Markers closer than this many pixels on screen merge into a counted cluster (the tracking map): under two
 * markers' widths, so vehicles that would touch or overlap merge and ones with room between them do not.
 */
export const CLUSTER_RADIUS_PX = 40;
/**
 * The closest zoom at which markers still cluster (a city); from the next zoom on every vehicle shows alone.
 * Each zoom level is a clustering pass over every vehicle at each poll, so the passes stop here. Below
 * {@link FOCUS_ZOOM}, so a vehicle focused from the list is never hidden in a cluster.
 */
export const CLUSTER_MAX_ZOOM = 12;
