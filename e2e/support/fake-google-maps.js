/* global window, document, getComputedStyle, ResizeObserver, HTMLElement */
/**
 * A stand-in for the Google Maps JavaScript API (https://maps.googleapis.com/maps/api/js), served by Playwright in
 * its place (support/google-maps.ts): this machine has no internet, and Google is a third party that an
 * end-to-end test may replace. Our own API is never replaced.
 *
 * It answers the request of `@googlemaps/js-api-loader` 1.16 (used by `@react-google-maps/api`'s useJsApiLoader):
 * the loader's inline bootstrap has already put `google.maps.importLibrary` on a `google.maps` object and asked
 * for `callback=google.maps.__ib__`. As Google's script does, this one fills that same object (the bootstrap
 * keeps a reference to it), replaces `importLibrary`, and calls the callback named in its own URL.
 *
 * It implements what the portal touches at runtime, and nothing else:
 * - `@react-google-maps/api`'s GoogleMap: `new Map(div, options)`, `setOptions`, `event.addListener/removeListener`;
 * - the portal's adapter (apps/portal/src/features/maps/google-*.ts): Map's view (setCenter, setZoom, getZoom,
 *   fitBounds with padding, `idle`), Marker with a circle symbol, InfoWindow, OverlayView (the halo), Size, and
 *   a Geocoder that finds nothing;
 * - `@googlemaps/markerclusterer` 2.5.3: OverlayView copied by `for…in` (so its methods are enumerable and work
 *   without its constructor having run), `Map.getProjection()`, Marker's getPosition/getVisible, LatLng from a
 *   literal, LatLngBounds, `event.trigger`, `Marker.MAX_ZINDEX`; `google.maps.marker` is left undefined, so the
 *   clusterer uses classic markers as the portal does.
 * Not implemented: Polygon and the drawing manager (the geofence editor is not driven with this fake), street
 * view, map types, tiles, dragging, auto-pan of an InfoWindow (the portal always disables it).
 *
 * The map is drawn as Google's is, in spirit: a Web Mercator projection of 256-pixel tiles from the map's centre
 * and zoom, markers as absolutely positioned elements in the marker pane, the InfoWindow in the float pane. What a
 * user meets has the roles and names a test looks for: a marker is a `button` named by its title, with
 * `data-colour` (its symbol's fillColor) and `data-size` (the circle's diameter, scale × 2); the InfoWindow is a
 * `dialog` named by its `ariaLabel` with a close button named "Fechar" (Google's pt-BR name).
 *
 * Tests read the state through `window.__fakeMaps` (read-only copies): the request's parameters, and each map
 * still in the page with its centre and zoom.
 */
(function () {
  'use strict';

  const TILE_PX = 256;
  const MAX_ZOOM = 22;
  const MAX_LATITUDE = 85.0511287798;

  const ownUrl = new URL(document.currentScript ? document.currentScript.src : window.location.href);
  const params = ownUrl.searchParams;

  const google = (window.google = window.google || {});
  // The bootstrap's object: it calls `importLibrary` on it once the callback ran.
  const maps = (google.maps = google.maps || {});

  // ---------------------------------------------------------------------------------------------------------
  // google.maps.event: listeners per instance and event name.

  const registry = new WeakMap();

  function listenersOf(instance, name) {
    let byName = registry.get(instance);
    if (!byName) registry.set(instance, (byName = new Map()));
    let list = byName.get(name);
    if (!list) byName.set(name, (list = new Set()));
    return list;
  }

  const event = {
    addListener(instance, name, handler) {
      const list = listenersOf(instance, name);
      const entry = {
        handler,
        remove() {
          list.delete(entry);
        },
      };
      list.add(entry);
      return entry;
    },
    addListenerOnce(instance, name, handler) {
      const entry = event.addListener(instance, name, function (...args) {
        entry.remove();
        return handler.apply(this, args);
      });
      return entry;
    },
    removeListener(entry) {
      if (entry) entry.remove();
    },
    clearListeners(instance, name) {
      registry.get(instance)?.delete(name);
    },
    clearInstanceListeners(instance) {
      registry.delete(instance);
    },
    trigger(instance, name, ...args) {
      const list = registry.get(instance)?.get(name);
      if (!list) return;
      for (const entry of [...list]) if (list.has(entry)) entry.handler.apply(instance, args);
    },
  };

  // ---------------------------------------------------------------------------------------------------------
  // Values: LatLng, LatLngBounds, Point, Size.

  const clampLatitude = (lat) => Math.max(-90, Math.min(90, lat));
  const wrapLongitude = (lng) => (lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);

  class LatLng {
    constructor(latOrLiteral, lngOrNoWrap, noWrap) {
      let lat = latOrLiteral;
      let lng = lngOrNoWrap;
      let keep = noWrap;
      if (latOrLiteral !== null && typeof latOrLiteral === 'object') {
        lat = typeof latOrLiteral.lat === 'function' ? latOrLiteral.lat() : latOrLiteral.lat;
        lng = typeof latOrLiteral.lng === 'function' ? latOrLiteral.lng() : latOrLiteral.lng;
        keep = lngOrNoWrap;
      }
      lat = Number(lat);
      lng = Number(lng);
      this._lat = keep ? lat : clampLatitude(lat);
      this._lng = keep ? lng : wrapLongitude(lng);
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    equals(other) {
      return Boolean(other) && toLatLng(other)._lat === this._lat && toLatLng(other)._lng === this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    toUrlValue(precision = 6) {
      return `${this._lat.toFixed(precision)},${this._lng.toFixed(precision)}`;
    }
    toString() {
      return `(${this._lat}, ${this._lng})`;
    }
  }

  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  /** A box without crossing the antimeridian (Brazil never needs it). */
  class LatLngBounds {
    constructor(southWestOrLiteral, northEast) {
      this._south = Infinity;
      this._west = Infinity;
      this._north = -Infinity;
      this._east = -Infinity;
      const literal = southWestOrLiteral;
      if (literal && typeof literal === 'object' && 'north' in literal) {
        this.extend({ lat: literal.south, lng: literal.west });
        this.extend({ lat: literal.north, lng: literal.east });
      } else {
        if (southWestOrLiteral) this.extend(southWestOrLiteral);
        if (northEast) this.extend(northEast);
      }
    }
    extend(point) {
      const p = toLatLng(point);
      this._south = Math.min(this._south, p.lat());
      this._north = Math.max(this._north, p.lat());
      this._west = Math.min(this._west, p.lng());
      this._east = Math.max(this._east, p.lng());
      return this;
    }
    union(other) {
      const b = toBounds(other);
      if (!b.isEmpty()) this.extend(b.getSouthWest()).extend(b.getNorthEast());
      return this;
    }
    contains(point) {
      const p = toLatLng(point);
      return (
        p.lat() >= this._south && p.lat() <= this._north && p.lng() >= this._west && p.lng() <= this._east
      );
    }
    isEmpty() {
      return this._south > this._north;
    }
    getCenter() {
      return new LatLng((this._south + this._north) / 2, (this._west + this._east) / 2);
    }
    getNorthEast() {
      return new LatLng(this._north, this._east);
    }
    getSouthWest() {
      return new LatLng(this._south, this._west);
    }
    toJSON() {
      return { north: this._north, south: this._south, east: this._east, west: this._west };
    }
    toString() {
      return `(${this.getSouthWest()}, ${this.getNorthEast()})`;
    }
  }

  const toBounds = (value) => (value instanceof LatLngBounds ? value : new LatLngBounds(value));

  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
    equals(other) {
      return Boolean(other) && other.x === this.x && other.y === this.y;
    }
    toString() {
      return `(${this.x}, ${this.y})`;
    }
  }

  class Size {
    constructor(width, height, widthUnit, heightUnit) {
      this.width = width;
      this.height = height;
      this.widthUnit = widthUnit;
      this.heightUnit = heightUnit;
    }
    equals(other) {
      return Boolean(other) && other.width === this.width && other.height === this.height;
    }
    toString() {
      return `(${this.width}, ${this.height})`;
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Web Mercator: world coordinates of 256 pixels at zoom 0 (Google's), scaled by 2^zoom.

  function toWorld(latLng) {
    const p = toLatLng(latLng);
    const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, p.lat())) * Math.PI) / 180);
    return new Point(
      ((p.lng() + 180) / 360) * TILE_PX,
      (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_PX,
    );
  }

  function fromWorld(point) {
    const lng = (point.x / TILE_PX) * 360 - 180;
    const n = Math.PI - (2 * Math.PI * point.y) / TILE_PX;
    return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), lng, true);
  }

  const mercator = { fromLatLngToPoint: toWorld, fromPointToLatLng: fromWorld };

  // ---------------------------------------------------------------------------------------------------------
  // MVCObject and OverlayView as prototype functions: the clusterer copies OverlayView's (inherited, enumerable)
  // members onto its own class with `for…in`, without running the constructor, so nothing may rely on it.

  const state = (object) => object.__fake || (object.__fake = { values: {} });

  function MVCObject() {}
  MVCObject.prototype.get = function (key) {
    return state(this).values[key];
  };
  MVCObject.prototype.set = function (key, value) {
    state(this).values[key] = value;
    this.changed(key);
    event.trigger(this, `${key}_changed`);
  };
  MVCObject.prototype.setValues = function (values) {
    for (const [key, value] of Object.entries(values || {})) {
      const setter = this[`set${key.charAt(0).toUpperCase()}${key.slice(1)}`];
      if (typeof setter === 'function') setter.call(this, value);
      else this.set(key, value);
    }
  };
  MVCObject.prototype.changed = function () {};
  MVCObject.prototype.notify = function (key) {
    this.changed(key);
    event.trigger(this, `${key}_changed`);
  };
  MVCObject.prototype.addListener = function (name, handler) {
    return event.addListener(this, name, handler);
  };
  MVCObject.prototype.unbindAll = function () {};

  function OverlayView() {}
  OverlayView.prototype = Object.create(MVCObject.prototype);
  Object.defineProperty(OverlayView.prototype, 'constructor', { value: OverlayView, writable: true });
  OverlayView.prototype.setMap = function (map) {
    const before = this.get('map');
    if (before === (map || null)) return;
    if (before) before._detachOverlay(this);
    this.set('map', map || null);
    if (map) map._attachOverlay(this);
  };
  OverlayView.prototype.getMap = function () {
    return this.get('map') || null;
  };
  /** The map's panes while added (between onAdd and onRemove), as Google's. */
  OverlayView.prototype.getPanes = function () {
    const map = this.getMap();
    return map && map._isAdded(this) ? map._panes : null;
  };
  OverlayView.prototype.getProjection = function () {
    const map = this.getMap();
    return map && map._isAdded(this) ? map._canvasProjection : null;
  };
  OverlayView.prototype.onAdd = function () {};
  OverlayView.prototype.draw = function () {};
  OverlayView.prototype.onRemove = function () {};
  OverlayView.preventMapHitsFrom = function () {};
  OverlayView.preventMapHitsAndGesturesFrom = function () {};

  // ---------------------------------------------------------------------------------------------------------
  // Map.

  /** Every map made in this document, for window.__fakeMaps. */
  const allMaps = [];

  const PANES = ['mapPane', 'overlayLayer', 'markerLayer', 'overlayMouseTarget', 'floatPane'];

  class GoogleMap extends MVCObject {
    constructor(div, options) {
      super();
      this._div = div;
      this._centre = undefined;
      this._zoom = undefined;
      this._overlays = new Set();
      this._added = new Set();
      this._markers = new Set();
      this._windows = new Set();
      this._idleTimer = undefined;

      const surface = document.createElement('div');
      surface.setAttribute('role', 'region');
      surface.setAttribute('aria-label', 'Mapa');
      surface.setAttribute('aria-roledescription', 'mapa');
      surface.dataset.fakeGoogleMap = '';
      surface.style.cssText =
        'position:absolute;inset:0;overflow:hidden;background:#e8eef3;font:12px system-ui,sans-serif;';
      const note = document.createElement('div');
      note.setAttribute('aria-hidden', 'true');
      note.textContent = 'Google Maps simulado (e2e)';
      note.style.cssText = 'position:absolute;right:4px;bottom:2px;color:#94a3b8;font-size:10px;';
      surface.append(note);
      this._panes = {};
      PANES.forEach((name, index) => {
        const pane = document.createElement('div');
        pane.dataset.pane = name;
        pane.style.cssText = `position:absolute;left:0;top:0;width:0;height:0;z-index:${100 + index};`;
        surface.append(pane);
        this._panes[name] = pane;
      });
      if (getComputedStyle(div).position === 'static') div.style.position = 'relative';
      div.append(surface);
      this._surface = surface;

      this._canvasProjection = {
        fromLatLngToDivPixel: (latLng) => this._toPixel(latLng),
        fromLatLngToContainerPixel: (latLng) => this._toPixel(latLng),
        fromDivPixelToLatLng: (pixel) => this._fromPixel(pixel),
        fromContainerPixelToLatLng: (pixel) => this._fromPixel(pixel),
        getWorldWidth: () => TILE_PX * 2 ** this._zoom,
        getVisibleRegion: () => null,
      };
      if (typeof ResizeObserver === 'function') new ResizeObserver(() => this._viewChanged([])).observe(div);
      allMaps.push(this);
      this.setOptions(options || {});
    }

    // The view.
    setOptions(options) {
      const { center, zoom, ...rest } = options || {};
      for (const [key, value] of Object.entries(rest)) this.set(key, value);
      if (center !== undefined) this.setCenter(center);
      if (zoom !== undefined) this.setZoom(zoom);
    }
    setCenter(latLng) {
      this._centre = toLatLng(latLng);
      this._viewChanged(['center_changed']);
    }
    panTo(latLng) {
      this.setCenter(latLng);
    }
    /** Moves the view by pixels: what is shown moves up and left by (x, y). */
    panBy(x, y) {
      const { width, height } = this._size();
      this.setCenter(this._fromPixel(new Point(width / 2 + x, height / 2 + y)));
    }
    getCenter() {
      return this._centre;
    }
    setZoom(zoom) {
      const next = Math.max(0, Math.min(MAX_ZOOM, Number(zoom)));
      if (next === this._zoom) return;
      this._zoom = next;
      this._viewChanged(['zoom_changed']);
    }
    getZoom() {
      return this._zoom;
    }
    fitBounds(bounds, padding) {
      const box = toBounds(bounds);
      if (box.isEmpty()) return;
      const pad =
        typeof padding === 'number'
          ? { top: padding, right: padding, bottom: padding, left: padding }
          : { top: 0, right: 0, bottom: 0, left: 0, ...(padding || {}) };
      const { width, height } = this._size();
      const sw = toWorld(box.getSouthWest());
      const ne = toWorld(box.getNorthEast());
      const spanX = Math.abs(ne.x - sw.x);
      const spanY = Math.abs(sw.y - ne.y);
      const room = (pixels, span) => (span === 0 ? Infinity : Math.max(1, pixels) / span);
      const scale = Math.min(
        room(width - pad.left - pad.right, spanX),
        room(height - pad.top - pad.bottom, spanY),
      );
      // Google picks the closest whole zoom that shows the whole box; a single point lands at the maximum.
      const zoom = Number.isFinite(scale)
        ? Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(scale))))
        : MAX_ZOOM;
      const k = 2 ** zoom;
      // The box's middle sits in the middle of the padded area.
      const middle = new Point(
        (sw.x + ne.x) / 2 - (pad.right - pad.left) / 2 / k,
        (sw.y + ne.y) / 2 - (pad.bottom - pad.top) / 2 / k,
      );
      this._centre = fromWorld(middle);
      this._zoom = zoom;
      this._viewChanged(['center_changed', 'zoom_changed']);
    }
    getBounds() {
      if (!this._hasView()) return undefined;
      const { width, height } = this._size();
      return new LatLngBounds(this._fromPixel(new Point(0, height)), this._fromPixel(new Point(width, 0)));
    }
    getProjection() {
      return this._hasView() ? mercator : undefined;
    }
    getDiv() {
      return this._div;
    }
    setClickableIcons(clickable) {
      this.set('clickableIcons', clickable);
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: false, isDataDrivenStylingAvailable: false };
    }

    // The projection from the centre and zoom.
    _hasView() {
      return this._centre !== undefined && this._zoom !== undefined;
    }
    _size() {
      return { width: this._div.clientWidth, height: this._div.clientHeight };
    }
    _toPixel(latLng) {
      if (!this._hasView()) return null;
      const k = 2 ** this._zoom;
      const { width, height } = this._size();
      const point = toWorld(latLng);
      const centre = toWorld(this._centre);
      return new Point((point.x - centre.x) * k + width / 2, (point.y - centre.y) * k + height / 2);
    }
    _fromPixel(pixel) {
      if (!this._hasView()) return null;
      const k = 2 ** this._zoom;
      const { width, height } = this._size();
      const centre = toWorld(this._centre);
      return fromWorld(
        new Point(centre.x + (pixel.x - width / 2) / k, centre.y + (pixel.y - height / 2) / k),
      );
    }

    /** Redraws what is on the map, fires the change events, and `idle` once things settle. */
    _viewChanged(events) {
      if (!this._hasView()) return;
      const first = !this._hadView;
      this._hadView = true;
      for (const name of events) event.trigger(this, name);
      if (events.length > 0) event.trigger(this, 'bounds_changed');
      if (first) event.trigger(this, 'projection_changed');
      for (const overlay of this._overlays) if (!this._added.has(overlay)) this._addOverlay(overlay);
      for (const overlay of this._added) overlay.draw();
      for (const marker of this._markers) marker._draw();
      for (const infoWindow of this._windows) infoWindow._draw();
      if (events.length > 0 && this._idleTimer === undefined) {
        this._idleTimer = setTimeout(() => {
          this._idleTimer = undefined;
          event.trigger(this, 'idle');
        }, 0);
      }
    }

    // Overlays: added (onAdd, then draw) once the map has a view, soon after setMap, as Google's.
    _attachOverlay(overlay) {
      this._overlays.add(overlay);
      Promise.resolve().then(() => {
        if (this._overlays.has(overlay) && this._hasView() && !this._added.has(overlay))
          this._addOverlay(overlay);
      });
    }
    _addOverlay(overlay) {
      this._added.add(overlay);
      overlay.onAdd();
      overlay.draw();
    }
    _detachOverlay(overlay) {
      this._overlays.delete(overlay);
      if (this._added.delete(overlay)) overlay.onRemove();
    }
    _isAdded(overlay) {
      return this._added.has(overlay);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Marker: a circle symbol (the portal's only kind) with an optional label, as a button.

  const SymbolPath = {
    CIRCLE: 0,
    FORWARD_CLOSED_ARROW: 1,
    FORWARD_OPEN_ARROW: 2,
    BACKWARD_CLOSED_ARROW: 3,
    BACKWARD_OPEN_ARROW: 4,
  };

  class Marker extends MVCObject {
    constructor(options) {
      super();
      const element = document.createElement('div');
      element.dataset.fakeMarker = '';
      element.setAttribute('role', 'button');
      element.tabIndex = 0;
      element.style.cssText =
        'position:absolute;box-sizing:border-box;border-radius:50%;display:flex;align-items:center;' +
        'justify-content:center;cursor:pointer;user-select:none;';
      const activate = (domEvent) =>
        event.trigger(this, 'click', { latLng: this.getPosition(), domEvent, stop() {} });
      element.addEventListener('click', activate);
      element.addEventListener('keydown', (domEvent) => {
        if (domEvent.key !== 'Enter' && domEvent.key !== ' ') return;
        domEvent.preventDefault();
        activate(domEvent);
      });
      this._element = element;
      this.setValues(options);
    }
    changed(key) {
      if (key === 'map') return;
      this._draw();
    }
    setMap(map) {
      const before = this.getMap();
      if (before === (map || null)) return;
      if (before) {
        before._markers.delete(this);
        this._element.remove();
      }
      this.set('map', map || null);
      if (map) {
        map._markers.add(this);
        map._panes.markerLayer.append(this._element);
        this._draw();
      }
    }
    getMap() {
      return this.get('map') || null;
    }
    setOptions(options) {
      this.setValues(options);
    }
    setPosition(position) {
      this.set('position', position ? toLatLng(position) : null);
    }
    getPosition() {
      return this.get('position') || null;
    }
    setTitle(title) {
      this.set('title', title);
    }
    getTitle() {
      return this.get('title');
    }
    setIcon(icon) {
      this.set('icon', icon);
    }
    getIcon() {
      return this.get('icon');
    }
    setLabel(label) {
      this.set('label', label);
    }
    getLabel() {
      return this.get('label');
    }
    setZIndex(zIndex) {
      this.set('zIndex', zIndex);
    }
    getZIndex() {
      return this.get('zIndex');
    }
    setVisible(visible) {
      this.set('visible', visible);
    }
    getVisible() {
      return this.get('visible') !== false;
    }
    setClickable(clickable) {
      this.set('clickable', clickable);
    }
    getClickable() {
      return this.get('clickable') !== false;
    }

    _draw() {
      const map = this.getMap();
      const element = this._element;
      const position = this.getPosition();
      const pixel = map && position ? map._toPixel(position) : null;
      element.style.display = pixel && this.getVisible() ? 'flex' : 'none';
      if (!pixel) return;
      const icon = this.getIcon() || {};
      const diameter = typeof icon.scale === 'number' ? icon.scale * 2 : 20;
      const title = this.getTitle();
      if (title) {
        element.setAttribute('aria-label', title);
        element.title = title;
      } else {
        element.removeAttribute('aria-label');
        element.removeAttribute('title');
      }
      element.dataset.colour = icon.fillColor || '';
      element.dataset.size = String(diameter);
      const label = this.getLabel();
      element.textContent = label ? (typeof label === 'string' ? label : label.text) : '';
      Object.assign(element.style, {
        left: `${pixel.x - diameter / 2}px`,
        top: `${pixel.y - diameter / 2}px`,
        width: `${diameter}px`,
        height: `${diameter}px`,
        backgroundColor: icon.fillColor || '#ea4335',
        opacity: String(icon.fillOpacity ?? 1),
        border: `${icon.strokeWeight ?? 1}px solid ${icon.strokeColor || '#ffffff'}`,
        color: (label && label.color) || '#000000',
        fontSize: (label && label.fontSize) || '12px',
        fontWeight: (label && label.fontWeight) || 'normal',
        zIndex: String(this.getZIndex() ?? 0),
        pointerEvents: this.getClickable() ? 'auto' : 'none',
      });
    }
  }
  Marker.MAX_ZINDEX = 1000000;

  // ---------------------------------------------------------------------------------------------------------
  // InfoWindow: a dialog over its position, with a close button; 'close' follows every closing.

  class InfoWindow extends MVCObject {
    constructor(options) {
      super();
      const element = document.createElement('div');
      element.dataset.fakeInfoWindow = '';
      element.setAttribute('role', 'dialog');
      element.style.cssText =
        'position:absolute;transform:translate(-50%,-100%);background:#fff;border-radius:8px;' +
        'box-shadow:0 2px 7px 1px rgba(0,0,0,.3);padding:12px 32px 12px 12px;max-width:none;';
      const close = document.createElement('button');
      close.type = 'button';
      close.setAttribute('aria-label', 'Fechar');
      close.title = 'Fechar';
      close.textContent = '×';
      close.style.cssText =
        'position:absolute;top:4px;right:4px;width:24px;height:24px;border:0;background:none;cursor:pointer;';
      close.addEventListener('click', () => {
        event.trigger(this, 'closeclick');
        this.close();
      });
      element.addEventListener('keydown', (domEvent) => {
        if (domEvent.key !== 'Escape') return;
        domEvent.stopPropagation();
        this.close();
      });
      const body = document.createElement('div');
      element.append(body, close);
      this._element = element;
      this._body = body;
      this._closeButton = close;
      this._anchor = null;
      this.setValues(options);
    }
    changed(key) {
      if (key === 'map') return;
      if (key === 'content') this._renderContent();
      if (key === 'ariaLabel') {
        const label = this.get('ariaLabel');
        if (label) this._element.setAttribute('aria-label', label);
        else this._element.removeAttribute('aria-label');
      }
      this._draw();
    }
    setOptions(options) {
      this.setValues(options);
    }
    setContent(content) {
      this.set('content', content);
    }
    getContent() {
      return this.get('content');
    }
    setPosition(position) {
      this.set('position', position ? toLatLng(position) : null);
    }
    getPosition() {
      return this.get('position') || null;
    }
    setZIndex(zIndex) {
      this.set('zIndex', zIndex);
    }
    getZIndex() {
      return this.get('zIndex');
    }
    get isOpen() {
      return Boolean(this.get('map'));
    }
    /** open(map), open(map, anchor) or open({ map, anchor, shouldFocus }). */
    open(mapOrOptions, anchor) {
      const options =
        mapOrOptions instanceof GoogleMap || !mapOrOptions ? { map: mapOrOptions, anchor } : mapOrOptions;
      const map = options.map || (options.anchor && options.anchor.getMap && options.anchor.getMap());
      if (!map) return;
      const before = this.get('map');
      if (before && before !== map) this._detach(before);
      this._anchor = options.anchor || null;
      if (before !== map) {
        this.set('map', map);
        map._windows.add(this);
        map._panes.floatPane.append(this._element);
      }
      this._draw();
      if (!this.get('disableAutoPan')) this._panIntoView(map);
      if (options.shouldFocus === true) this._closeButton.focus();
    }
    /** As Google's auto-pan on open: the least pan that shows the whole popup, 10 px from the edges. */
    _panIntoView(map) {
      const margin = 10;
      const popup = this._element.getBoundingClientRect();
      const view = map._surface.getBoundingClientRect();
      const shift = (start, end, viewStart, viewEnd) => {
        if (start - margin < viewStart) return start - margin - viewStart;
        if (end + margin > viewEnd) return Math.min(end + margin - viewEnd, start - margin - viewStart);
        return 0;
      };
      const x = shift(popup.left, popup.right, view.left, view.right);
      const y = shift(popup.top, popup.bottom, view.top, view.bottom);
      if (x !== 0 || y !== 0) map.panBy(x, y);
    }
    close() {
      const map = this.get('map');
      if (!map) return;
      this._detach(map);
      this.set('map', null);
      event.trigger(this, 'close');
    }
    _detach(map) {
      map._windows.delete(this);
      this._element.remove();
    }
    _renderContent() {
      const content = this.get('content');
      this._body.replaceChildren();
      if (content instanceof HTMLElement || (content && content.nodeType)) this._body.append(content);
      else if (typeof content === 'string') this._body.innerHTML = content;
    }
    _draw() {
      const map = this.get('map');
      if (!map) return;
      const position = this._anchor ? this._anchor.getPosition() : this.getPosition();
      const pixel = position ? map._toPixel(position) : null;
      this._element.style.display = pixel ? 'block' : 'none';
      if (!pixel) return;
      const offset = this.get('pixelOffset') || { width: 0, height: 0 };
      const tail = 8;
      Object.assign(this._element.style, {
        left: `${pixel.x + offset.width}px`,
        top: `${pixel.y + offset.height - tail}px`,
        zIndex: String(this.getZIndex() ?? 0),
      });
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Geocoder: this fake knows no address, so every search finds nothing (Google's ZERO_RESULTS).

  class Geocoder {
    geocode(request, callback) {
      const error = Object.assign(new Error('Geocoding failed: ZERO_RESULTS'), {
        name: 'MapsRequestError',
        code: 'ZERO_RESULTS',
        endpoint: 'GEOCODER_GEOCODE',
      });
      if (callback) setTimeout(() => callback(null, 'ZERO_RESULTS'), 0);
      return Promise.reject(error);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // The namespace, its libraries, and the loader's callback.

  const core = { LatLng, LatLngBounds, Point, Size, MVCObject, event, SymbolPath };
  const mapsLibrary = { Map: GoogleMap, OverlayView, InfoWindow };
  Object.assign(maps, core, mapsLibrary, { Marker, Geocoder, version: '3.fake-e2e' });

  // Requested by the portal's loader (libraries=drawing,places) but not used by the tracking map: empty, so the
  // geofence layer finds no DrawingManager (it would fall back to map clicks, and Polygon is not faked).
  const LIBRARIES = {
    core,
    maps: mapsLibrary,
    marker: { Marker },
    geocoding: { Geocoder },
    drawing: {},
    places: {},
  };
  maps.importLibrary = (name) => {
    const library = LIBRARIES[name];
    if (!library) return Promise.reject(new Error(`The fake Google Maps has no library "${name}".`));
    if (name === 'drawing' || name === 'places') maps[name] = maps[name] || library;
    return Promise.resolve(library);
  };

  const round = (value) => Math.round(value * 1e9) / 1e9;
  const request = Object.freeze({
    key: params.get('key'),
    language: params.get('language'),
    region: params.get('region'),
    libraries: (params.get('libraries') || '').split(',').filter(Boolean),
    callback: params.get('callback'),
  });
  Object.defineProperty(window, '__fakeMaps', {
    configurable: true,
    value: Object.freeze({
      /** The loader's request, as the script's URL carried it. */
      request,
      /** Each map still in the page: its centre and zoom, and how many markers and open popups it shows. */
      get maps() {
        return allMaps
          .filter((map) => map._div.isConnected)
          .map((map) => ({
            centre: map._centre
              ? { latitude: round(map._centre.lat()), longitude: round(map._centre.lng()) }
              : null,
            zoom: map._zoom ?? null,
            markers: map._markers.size,
            openInfoWindows: map._windows.size,
          }));
      },
    }),
  });

  // Google's script calls the function its URL names once the API is ready.
  const callbackPath = params.get('callback');
  if (callbackPath) {
    const callback = callbackPath.split('.').reduce((scope, key) => (scope ? scope[key] : undefined), window);
    if (typeof callback === 'function') callback();
  }
})();
