/// <reference types="google.maps" />
import { toLatLngLiteral } from './google-lat-lng.ts';
import type { MapMarker } from './map-adapter.ts';

/** The halo is this many pixels wider than its marker: a soft ring shows around it even when it does not move. */
const HALO_MARGIN_PX = 16;
/**
 * Tailwind classes: a translucent disc under the marker that pings (grows and fades, every second) only under
 * `prefers-reduced-motion: no-preference`; with reduced motion it stays a still ring.
 */
const HALO_CLASSES = 'pointer-events-none absolute rounded-full opacity-40 motion-safe:animate-ping';

/** The pulse of one marker. */
export interface Halo {
  /** Follows the marker's new position, size or colour. */
  update(spec: MapMarker): void;
  remove(): void;
}

/** Makes the halos of one map. */
export type HaloFactory = (marker: google.maps.Marker, spec: MapMarker) => Halo;

/**
 * Halos as a small overlay under the markers (Google's overlay layer pane): a circle symbol cannot be animated,
 * and an advanced marker would need a map id. A halo shows while its marker is on the map, so a marker hidden in a
 * cluster does not leave its halo pulsing alone.
 */
export function createHaloFactory(map: google.maps.Map, maps: typeof google.maps): HaloFactory {
  class HaloOverlay extends maps.OverlayView {
    readonly element = document.createElement('div');
    private position: google.maps.LatLngLiteral = { lat: 0, lng: 0 };
    private diameter = 0;

    constructor(spec: MapMarker) {
      super();
      this.element.className = HALO_CLASSES;
      this.update(spec);
    }

    update(spec: MapMarker) {
      this.position = toLatLngLiteral(spec.position);
      this.diameter = spec.size + HALO_MARGIN_PX;
      this.element.style.width = `${this.diameter}px`;
      this.element.style.height = `${this.diameter}px`;
      this.element.style.backgroundColor = spec.colour;
      if (this.getMap()) this.draw();
    }

    override onAdd() {
      this.getPanes()?.overlayLayer.appendChild(this.element);
    }

    override draw() {
      const centre = this.getProjection()?.fromLatLngToDivPixel(this.position);
      if (!centre) return;
      // Placed by left and top: the ping animates `transform`, which would undo a centring translate.
      this.element.style.left = `${centre.x - this.diameter / 2}px`;
      this.element.style.top = `${centre.y - this.diameter / 2}px`;
    }

    override onRemove() {
      this.element.remove();
    }
  }

  return (marker, spec) => {
    const overlay = new HaloOverlay(spec);
    let onMap = false;
    const follow = () => {
      if (Boolean(marker.getMap()) === onMap) return;
      onMap = !onMap;
      overlay.setMap(onMap ? map : null);
    };
    const shown = marker.addListener('map_changed', follow);
    follow();
    return {
      update: (next) => overlay.update(next),
      remove() {
        shown.remove();
        overlay.setMap(null);
      },
    };
  };
}
