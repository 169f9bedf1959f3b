/**
 * Coordinates and the geofence polygon rules that the portal (before saving) and the API (on save) both apply,
 * so each rule and its pt-BR message is written once.
 *
 * Geometry is planar on (longitude, latitude): fine for a fence of a few kilometres, the only kind the product
 * draws. Fences across the antimeridian are not supported (none exists in Brazil).
 */

/** A point on the globe in decimal degrees (WGS 84), as the API and Google Maps carry it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The rectangle that holds a set of points, named as Google's `LatLngBounds` literal is. */
export interface GeoBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A polygon needs three corners to enclose any area. */
export const MIN_GEOFENCE_POINTS = 3;
/**
 * The most corners a fence may have: a yard drawn by hand has tens, a traced outline a few hundred. The crossing
 * check compares every pair of edges, so the limit also bounds the work of one save (2,000 corners: about 0.2 s).
 */
export const MAX_GEOFENCE_POINTS = 2000;

/** Every pt-BR message of this module, exported so the tests of the portal and of the API assert the same text. */
export const GEO_MESSAGES = {
  tooFewPoints: `A cerca eletrônica precisa de pelo menos ${MIN_GEOFENCE_POINTS} pontos.`,
  tooManyPoints: `A cerca eletrônica aceita no máximo ${MAX_GEOFENCE_POINTS.toLocaleString('pt-BR')} pontos.`,
  /** `point` is 1-based, as the points table numbers them. */
  latitudeOutOfRange: (point: number) => `Ponto ${point}: latitude fora do intervalo de -90 a 90.`,
  longitudeOutOfRange: (point: number) => `Ponto ${point}: longitude fora do intervalo de -180 a 180.`,
  repeatedPoint: (point: number, next: number) =>
    `Os pontos ${point} e ${next} da cerca eletrônica são iguais.`,
  /** The closing pair gets its own text: a ring pasted from GeoJSON or KML repeats its first point at the end. */
  closingPointRepeated: 'O último ponto repete o primeiro: a cerca se fecha sozinha, remova o último ponto.',
  /** Edge `n` joins point `n` to point `n + 1`; the last edge joins the last point to the first. */
  edgesCross: (edge: number, other: number) => `As arestas ${edge} e ${other} da cerca eletrônica se cruzam.`,
  lineNotAPoint: (line: number) => `Linha ${line}: informe latitude e longitude.`,
  itemNotAPoint: (item: number) => `Item ${item}: informe latitude e longitude.`,
  invalidJson: 'A lista começa como JSON, mas não é um JSON válido.',
  jsonNotAList: 'O JSON colado precisa ser uma lista de pontos.',
  noPoints: 'Nenhum ponto encontrado na lista.',
} as const;

/** A coordinate is valid when it is a finite number of degrees inside its range. */
export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

/** See {@link isValidLatitude}. */
export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

function samePoint(a: GeoPoint, b: GeoPoint): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/** Cross product of (b - a) and (c - a), with x = longitude: > 0 turns left, < 0 turns right, 0 collinear. */
function orientation(a: GeoPoint, b: GeoPoint, c: GeoPoint): number {
  const value =
    (b.longitude - a.longitude) * (c.latitude - a.latitude) -
    (b.latitude - a.latitude) * (c.longitude - a.longitude);
  // Decimal degrees are not exact in binary: call "collinear" what is collinear to within a micro-degree squared.
  return Math.abs(value) < 1e-12 ? 0 : Math.sign(value);
}

/** Whether c, known to be collinear with a and b, lies within the segment's box. */
function withinSegment(a: GeoPoint, b: GeoPoint, c: GeoPoint): boolean {
  return (
    Math.min(a.longitude, b.longitude) <= c.longitude &&
    c.longitude <= Math.max(a.longitude, b.longitude) &&
    Math.min(a.latitude, b.latitude) <= c.latitude &&
    c.latitude <= Math.max(a.latitude, b.latitude)
  );
}

/** Whether two segments share any point (a proper crossing, a touch, or a collinear overlap). */
function segmentsMeet(p1: GeoPoint, p2: GeoPoint, q1: GeoPoint, q2: GeoPoint): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && withinSegment(p1, p2, q1)) ||
    (o2 === 0 && withinSegment(p1, p2, q2)) ||
    (o3 === 0 && withinSegment(q1, q2, p1)) ||
    (o4 === 0 && withinSegment(q1, q2, p2))
  );
}

/** Adjacent edges p→shared→q meet at `shared` by design; they overlap only when the path folds back on itself. */
function foldsBack(p: GeoPoint, shared: GeoPoint, q: GeoPoint): boolean {
  if (orientation(p, shared, q) !== 0) return false;
  const dot =
    (p.longitude - shared.longitude) * (q.longitude - shared.longitude) +
    (p.latitude - shared.latitude) * (q.latitude - shared.latitude);
  return dot > 0;
}

/**
 * Pairs [i, j] (0-based edge indexes, i < j) of edges that meet anywhere but at the corner they share. Repeated
 * consecutive points are collapsed first (they are reported on their own), keeping the original edge numbers.
 */
function crossingEdges(points: GeoPoint[]): Array<[number, number]> {
  // Edge `original[k]` of the input runs from corner k to corner k + 1 of `corners`.
  const original = points.flatMap((point, index) =>
    samePoint(point, points[(index + 1) % points.length] as GeoPoint) ? [] : [index],
  );
  const corners = original.map((index) => points[index] as GeoPoint);
  const n = corners.length;
  if (n < MIN_GEOFENCE_POINTS) return [];
  const at = (index: number) => corners[index % n] as GeoPoint;
  const crossings: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const meet =
        j === i + 1
          ? foldsBack(at(i), at(j), at(j + 1))
          : i === 0 && j === n - 1
            ? foldsBack(at(j), at(0), at(1))
            : segmentsMeet(at(i), at(i + 1), at(j), at(j + 1));
      if (meet) crossings.push([original[i] as number, original[j] as number]);
    }
  }
  return crossings;
}

/**
 * Everything wrong with a geofence polygon, as pt-BR messages; an empty list means it can be saved.
 * Points are the polygon's corners in order; the polygon closes by itself (do not repeat the first point).
 *
 * @example polygonProblems([{ latitude: 0, longitude: 0 }]) // ['A cerca eletrônica precisa de pelo menos 3 pontos.']
 */
export function polygonProblems(points: GeoPoint[]): string[] {
  // Checked first and alone: past the limit, the per-point and per-edge checks are work no one should wait for.
  if (points.length > MAX_GEOFENCE_POINTS) return [GEO_MESSAGES.tooManyPoints];
  const problems: string[] = [];
  if (points.length < MIN_GEOFENCE_POINTS) problems.push(GEO_MESSAGES.tooFewPoints);
  points.forEach((point, index) => {
    if (!isValidLatitude(point.latitude)) problems.push(GEO_MESSAGES.latitudeOutOfRange(index + 1));
    if (!isValidLongitude(point.longitude)) problems.push(GEO_MESSAGES.longitudeOutOfRange(index + 1));
  });
  // Geometry on a coordinate that is not a number would report nonsense: fix the numbers first.
  if (problems.length > 0) return problems;

  const n = points.length;
  points.forEach((point, index) => {
    const next = (index + 1) % n;
    if (!samePoint(point, points[next] as GeoPoint)) return;
    problems.push(
      next === 0 ? GEO_MESSAGES.closingPointRepeated : GEO_MESSAGES.repeatedPoint(index + 1, next + 1),
    );
  });
  for (const [i, j] of crossingEdges(points)) problems.push(GEO_MESSAGES.edgesCross(i + 1, j + 1));
  return problems;
}

/**
 * Where to centre a map on a fence: the mean of its corners (not the area centroid, which a few extra corners on
 * one side would not move; for the compact fences of the product both land inside). Undefined for no points.
 */
export function polygonCentre(points: GeoPoint[]): GeoPoint | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce(
    (total, point) => ({
      latitude: total.latitude + point.latitude,
      longitude: total.longitude + point.longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/**
 * Whether a point lies inside a polygon (ray casting on longitude, latitude; the polygon closes by itself). Fewer
 * than three corners enclose nothing: never inside. A point on an edge, or within rounding of one, may go either
 * way; a tracker's error is metres, far more than that.
 *
 * @example pointInPolygon(truck, reference.fence) // true while the truck is in the yard
 */
export function pointInPolygon(point: GeoPoint, polygon: readonly GeoPoint[]): boolean {
  if (polygon.length < MIN_GEOFENCE_POINTS) return false;
  let inside = false;
  let previous = polygon[polygon.length - 1] as GeoPoint;
  for (const corner of polygon) {
    const straddles = corner.latitude > point.latitude !== previous.latitude > point.latitude;
    if (straddles) {
      const crossingLongitude =
        corner.longitude +
        ((point.latitude - corner.latitude) * (previous.longitude - corner.longitude)) /
          (previous.latitude - corner.latitude);
      if (point.longitude < crossingLongitude) inside = !inside;
    }
    previous = corner;
  }
  return inside;
}

/** The Earth's mean radius (IUGG), which the haversine formula treats as a sphere's. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in kilometres (haversine): within 0.5 % of the ellipsoidal distance, plenty for
 * "how far is the truck from the fence".
 *
 * @example haversineKm(santos, campinas) // about 139 km
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The smallest north/south/east/west box holding every point, for fitting a map; undefined for no points. */
export function boundsOf(points: GeoPoint[]): GeoBounds | undefined {
  const [first, ...rest] = points;
  if (!first) return undefined;
  // A loop, not Math.max(...list): spreading a long tracking history would overflow the call stack.
  return rest.reduce(
    (box, point) => ({
      north: Math.max(box.north, point.latitude),
      south: Math.min(box.south, point.latitude),
      east: Math.max(box.east, point.longitude),
      west: Math.min(box.west, point.longitude),
    }),
    { north: first.latitude, south: first.latitude, east: first.longitude, west: first.longitude },
  );
}

/** What {@link parsePointList} read: the points when `errors` is empty, else what to fix. */
export interface ParsedPointList {
  points: GeoPoint[];
  errors: string[];
}

/** A decimal number as people paste it: `-23.5`, `-23,5`, `+46`, `.5`. No thousands separators, no exponent. */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

function parseDecimal(text: string, commaIsDecimal: boolean): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed) || (!commaIsDecimal && trimmed.includes(','))) return undefined;
  return Number(trimmed.replace(',', '.'));
}

/**
 * A coordinate typed or pasted into one box: the decimal separator may be a dot (as Google Maps copies it) or a
 * pt-BR comma. Unlike a pt-BR amount, a dot never groups thousands: `-23.951` is -23.951, not -23951.
 * Undefined for text that is not a number (ranges are {@link polygonProblems}'s job).
 *
 * @example parseCoordinate('-23,9511') // -23.9511
 */
export function parseCoordinate(text: string): number | undefined {
  return parseDecimal(text, true);
}

/**
 * One line as a point. The separator is tried in order: `;` or TAB (spreadsheets, where a pt-BR decimal comma
 * may follow), then `,` (then decimals must use a dot), then blanks (`-23,5 -46,6` or `-23.5 -46.6`).
 */
function parseLine(line: string): GeoPoint | undefined {
  const splits: Array<[RegExp, boolean]> = [
    [/[;\t]/, true],
    [/,/, false],
    [/\s+/, true],
  ];
  for (const [separator, commaIsDecimal] of splits) {
    const parts = line.trim().split(separator);
    if (parts.length !== 2) continue;
    const latitude = parseDecimal(parts[0] as string, commaIsDecimal);
    const longitude = parseDecimal(parts[1] as string, commaIsDecimal);
    if (latitude !== undefined && longitude !== undefined) return { latitude, longitude };
  }
  return undefined;
}

function coordinate(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDecimal(value, true) : undefined;
}

/** One item of a pasted JSON list: `{latitude, longitude}`, `{lat, lng}` or `[lat, lng]`. */
function parseJsonItem(item: unknown): GeoPoint | undefined {
  let pair: [unknown, unknown];
  if (Array.isArray(item)) {
    if (item.length !== 2) return undefined;
    pair = [item[0], item[1]];
  } else if (typeof item === 'object' && item !== null) {
    const record = item as Record<string, unknown>;
    pair = 'latitude' in record ? [record.latitude, record.longitude] : [record.lat, record.lng];
  } else {
    return undefined;
  }
  const latitude = coordinate(pair[0]);
  const longitude = coordinate(pair[1]);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

function parseJsonList(text: string): ParsedPointList {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return { points: [], errors: [GEO_MESSAGES.invalidJson] };
  }
  if (!Array.isArray(list)) return { points: [], errors: [GEO_MESSAGES.jsonNotAList] };
  const points: GeoPoint[] = [];
  const errors: string[] = [];
  list.forEach((item: unknown, index) => {
    const point = parseJsonItem(item);
    if (point) points.push(point);
    else errors.push(GEO_MESSAGES.itemNotAPoint(index + 1));
  });
  return { points, errors };
}

/**
 * Reads a pasted list of points, in order. Either one point per line (`lat, lng`, `lat;lng`, `lat<TAB>lng` or
 * `lat lng`; blank lines skipped; a pt-BR decimal comma accepted where it cannot be the separator), or a JSON list
 * of `{latitude, longitude}`, `{lat, lng}` or `[lat, lng]` (latitude first; GeoJSON's `[lng, lat]` would need
 * swapping). Ranges are not checked here: {@link polygonProblems} does that for every way points arrive.
 *
 * @example parsePointList('-23.96, -46.33\n-23.97;-46,31') // points: two, errors: []
 */
export function parsePointList(text: string): ParsedPointList {
  const trimmed = text.trim();
  const result =
    trimmed.startsWith('[') || trimmed.startsWith('{') ? parseJsonList(trimmed) : parseLines(text);
  if (result.points.length === 0 && result.errors.length === 0)
    return { points: [], errors: [GEO_MESSAGES.noPoints] };
  return result;
}

function parseLines(text: string): ParsedPointList {
  const points: GeoPoint[] = [];
  const errors: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const point = parseLine(line);
    if (point) points.push(point);
    else errors.push(GEO_MESSAGES.lineNotAPoint(index + 1));
  });
  return { points, errors };
}
