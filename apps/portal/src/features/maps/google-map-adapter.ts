/// <reference types="google.maps" />
import { boundsOf } from '@frota/domain';
import { createGeofenceLayer } from './google-geofence-layer.ts';
import { fromLatLng, toLatLngLiteral } from './google-lat-lng.ts';
import { createClusteredPlacement } from './google-marker-clusters.ts';
import { createHaloFactory } from './google-marker-halo.ts';
import { createMarkerLayer } from './google-marker-layer.ts';
import { createDirectPlacement } from './google-marker-placement.ts';
import { createPopupLayer } from './google-popup-layer.ts';
import type { MapAdapter } from './map-adapter.ts';
import { FIT_BOUNDS_MAX_ZOOM, FIT_BOUNDS_PADDING, FOCUS_ZOOM, type MapView } from './maps-config.ts';

/** The geocoder rejects "nothing found" (ZERO_RESULTS) like a failure; for the search box it is an answer. */
function isNothingFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ZERO_RESULTS';
}

export interface GoogleMapAdapterOptions {
  /**
   * Nearby markers merge into counted clusters (Google's MarkerClusterer): the tracking map, with up to thousands
   * of vehicles. Off by default: the geofence map shows its markers as they are.
   */
  clusterMarkers?: boolean;
}

/**
 * The {@link MapAdapter} on Google Maps, for a map that `@react-google-maps/api` created. `maps` is the
 * `google.maps` namespace, given so the tests pass their doubles.
 *
 * @example const adapter = createGoogleMapAdapter(map, google.maps, { clusterMarkers: true })
 */
export function createGoogleMapAdapter(
  map: google.maps.Map,
  maps: typeof google.maps,
  { clusterMarkers = false }: GoogleMapAdapterOptions = {},
): MapAdapter {
  const geofence = createGeofenceLayer(map, maps);
  const placement = clusterMarkers ? createClusteredPlacement(map, maps) : createDirectPlacement(map);
  const markers = createMarkerLayer(maps, placement, createHaloFactory(map, maps));
  const popup = createPopupLayer(map, maps);
  const geocoder = new maps.Geocoder();
  let zoomCap: google.maps.MapsEventListener | undefined;

  function cancelZoomCap() {
    zoomCap?.remove();
    zoomCap = undefined;
  }

  function showView(view: MapView) {
    cancelZoomCap();
    map.setCenter(toLatLngLiteral(view.centre));
    map.setZoom(view.zoom);
  }

  return {
    setGeofence: (points, options) => geofence.set(points, options),
    onGeofenceChange: (listener) => geofence.onChange(listener),
    setMarkers(list) {
      markers.set(list);
      popup.follow(markers.find);
    },
    onMarkerClick: (listener) => markers.onClick(listener),
    openPopup: (markerId, content) => popup.open(markers.find(markerId), content),
    closePopup: () => popup.close(),
    onPopupClose: (listener) => popup.onClose(listener),
    showView,
    focus: (position, zoom = FOCUS_ZOOM) => showView({ centre: position, zoom }),
    fitPoints(points, fallback) {
      const bounds = boundsOf(points);
      if (!bounds) return showView(fallback);
      cancelZoomCap();
      map.fitBounds(bounds, FIT_BOUNDS_PADDING);
      // The zoom fitBounds chose is known once the map settles; one point alone would land at street level.
      zoomCap = map.addListener('idle', () => {
        cancelZoomCap();
        if ((map.getZoom() ?? 0) > FIT_BOUNDS_MAX_ZOOM) map.setZoom(FIT_BOUNDS_MAX_ZOOM);
      });
    },
    async searchAddress(address) {
      const query = address.trim();
      if (query === '') return undefined;
      let response: google.maps.GeocoderResponse;
      try {
        response = await geocoder.geocode({ address: query, region: 'br' });
      } catch (error) {
        if (isNothingFound(error)) return undefined;
        throw error;
      }
      const location = response.results[0]?.geometry.location;
      if (!location) return undefined;
      const place = fromLatLng(location);
      showView({ centre: place, zoom: FOCUS_ZOOM });
      return place;
    },
    dispose() {
      cancelZoomCap();
      geofence.dispose();
      popup.dispose();
      markers.dispose();
    },
  };
}
