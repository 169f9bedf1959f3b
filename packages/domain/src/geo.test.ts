import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  GEO_MESSAGES,
  haversineKm,
  parseCoordinate,
  parsePointList,
  pointInPolygon,
  polygonCentre,
  polygonProblems,
  type GeoPoint,
  MAX_GEOFENCE_POINTS,
} from './geo.ts';

/** Shorthand: [latitude, longitude] pairs to points. */
const pts = (...pairs: Array<[number, number]>): GeoPoint[] =>
  pairs.map(([latitude, longitude]) => ({ latitude, longitude }));

const square = pts([0, 0], [0, 1], [1, 1], [1, 0]);

describe('polygonProblems', () => {
  it('accepts a square, a triangle and a concave (L-shaped) polygon', () => {
    expect(polygonProblems(square)).toEqual([]);
    expect(polygonProblems(pts([0, 0], [0, 1], [1, 0]))).toEqual([]);
    expect(polygonProblems(pts([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]))).toEqual([]);
  });

  it('accepts a real fence (Porto de Santos, as the seed draws it)', () => {
    const santos = pts(
      [-23.9511, -46.3325],
      [-23.9503, -46.3039],
      [-23.9746, -46.2948],
      [-23.9787, -46.3198],
    );
    expect(polygonProblems(santos)).toEqual([]);
  });

  it('asks for at least three points', () => {
    expect(polygonProblems([])).toEqual([GEO_MESSAGES.tooFewPoints]);
    expect(polygonProblems(pts([0, 0], [1, 1]))).toEqual([GEO_MESSAGES.tooFewPoints]);
    expect(GEO_MESSAGES.tooFewPoints).toBe('A cerca eletrônica precisa de pelo menos 3 pontos.');
  });

  it('names the point (1-based) whose latitude or longitude is out of range or not a number', () => {
    const problems = polygonProblems(
      pts([0, 0], [90.5, 1], [1, -180.1], [Number.NaN, Number.POSITIVE_INFINITY]),
    );
    expect(problems).toEqual([
      'Ponto 2: latitude fora do intervalo de -90 a 90.',
      'Ponto 3: longitude fora do intervalo de -180 a 180.',
      'Ponto 4: latitude fora do intervalo de -90 a 90.',
      'Ponto 4: longitude fora do intervalo de -180 a 180.',
    ]);
  });

  it('accepts the range limits themselves', () => {
    expect(polygonProblems(pts([-90, -180], [90, -180], [90, 180]))).toEqual([]);
  });

  it('reports the range of each point even when there are too few', () => {
    expect(polygonProblems(pts([91, 0]))).toEqual([
      GEO_MESSAGES.tooFewPoints,
      GEO_MESSAGES.latitudeOutOfRange(1),
    ]);
  });

  it('reports two identical consecutive points, and a last point that repeats the first', () => {
    expect(polygonProblems(pts([0, 0], [0, 1], [0, 1], [1, 1]))).toEqual([
      'Os pontos 2 e 3 da cerca eletrônica são iguais.',
    ]);
    expect(polygonProblems([...square, { latitude: 0, longitude: 0 }])).toEqual([
      GEO_MESSAGES.closingPointRepeated,
    ]);
  });

  it('reports the crossing edges of a bow-tie (edge n joins point n to point n + 1)', () => {
    // 1 (0,0) → 2 (1,1) → 3 (0,1) → 4 (1,0): edges 1 and 3 cross in the middle.
    expect(polygonProblems(pts([0, 0], [1, 1], [0, 1], [1, 0]))).toEqual([
      'As arestas 1 e 3 da cerca eletrônica se cruzam.',
    ]);
    // The same shape rotated: edges 2 and 4 (the closing edge) cross.
    expect(polygonProblems(pts([0, 0], [0, 1], [1, 0], [1, 1]))).toEqual([GEO_MESSAGES.edgesCross(2, 4)]);
  });

  it('counts a vertex touching another edge as a crossing', () => {
    // Point 4 (0.5, 0) sits on edge 1, from (0, 0) to (1, 0).
    const touching = pts([0, 0], [1, 0], [1, 1], [0.5, 0], [0, 1]);
    expect(polygonProblems(touching)).toContain(GEO_MESSAGES.edgesCross(1, 3));
  });

  it('reports a path that folds back along itself (adjacent edges overlapping, collinear points)', () => {
    // Edge 1 runs from (0, 0) to (0, 2); edge 2 comes back over it to (0, 1) and edge 3 on to (0, 0).
    expect(polygonProblems(pts([0, 0], [0, 2], [0, 1]))).toEqual([
      GEO_MESSAGES.edgesCross(1, 2),
      GEO_MESSAGES.edgesCross(1, 3),
    ]);
  });

  it('keeps the edge numbers when a repeated point is skipped for the crossing check', () => {
    // Point 3 repeats point 2 (edge 2 has no length); the diagonals, edges 1 and 4, cross.
    expect(polygonProblems(pts([0, 0], [1, 1], [1, 1], [0, 1], [1, 0]))).toEqual([
      GEO_MESSAGES.repeatedPoint(2, 3),
      GEO_MESSAGES.edgesCross(1, 4),
    ]);
  });

  it('does not count adjacent edges meeting at their shared corner, even at a sharp angle', () => {
    expect(polygonProblems(pts([0, 0], [10, 0.001], [0, 0.002]))).toEqual([]);
  });

  it('reports every crossing of a star drawn in the wrong order', () => {
    // A pentagram: each edge crosses the two edges not adjacent to it, five pairs in all.
    const star = [0, 2, 4, 1, 3].map((k) => {
      const angle = (k * 2 * Math.PI) / 5;
      return { latitude: Math.cos(angle), longitude: Math.sin(angle) };
    });
    expect(polygonProblems(star)).toEqual([
      GEO_MESSAGES.edgesCross(1, 3),
      GEO_MESSAGES.edgesCross(1, 4),
      GEO_MESSAGES.edgesCross(2, 4),
      GEO_MESSAGES.edgesCross(2, 5),
      GEO_MESSAGES.edgesCross(3, 5),
    ]);
  });
});

describe('parsePointList', () => {
  it('reads one point per line with a comma, a semicolon, a tab or blanks, skipping blank lines', () => {
    const text = '-23.96, -46.33\n\n-23.97;-46.31\r\n-23.98\t-46.32\n  -23.99   -46.34  \n';
    expect(parsePointList(text)).toEqual({
      points: pts([-23.96, -46.33], [-23.97, -46.31], [-23.98, -46.32], [-23.99, -46.34]),
      errors: [],
    });
  });

  it('accepts a pt-BR decimal comma where the comma cannot be the separator', () => {
    expect(parsePointList('-23,96;-46,33\n-23,97\t-46,31\n-23,98 -46,32').points).toEqual(
      pts([-23.96, -46.33], [-23.97, -46.31], [-23.98, -46.32]),
    );
  });

  it('names each line (1-based, blank lines counted) that is not two numbers', () => {
    const result = parsePointList('-23.96, -46.33\n\nPorto de Santos\n-23.9\n1, 2, 3');
    expect(result.points).toEqual(pts([-23.96, -46.33]));
    expect(result.errors).toEqual([
      'Linha 3: informe latitude e longitude.',
      GEO_MESSAGES.lineNotAPoint(4),
      GEO_MESSAGES.lineNotAPoint(5),
    ]);
  });

  it('leaves range checks to polygonProblems', () => {
    expect(parsePointList('123, 456')).toEqual({ points: pts([123, 456]), errors: [] });
  });

  it('reads a JSON list of {latitude, longitude}, {lat, lng} or [lat, lng], in order', () => {
    const json = JSON.stringify([
      { latitude: -23.96, longitude: -46.33 },
      { lat: -23.97, lng: -46.31 },
      [-23.98, -46.32],
      { lat: '-23,99', lng: '-46.34' },
    ]);
    expect(parsePointList(json)).toEqual({
      points: pts([-23.96, -46.33], [-23.97, -46.31], [-23.98, -46.32], [-23.99, -46.34]),
      errors: [],
    });
  });

  it('names each JSON item that is not a point, and refuses JSON that is broken or not a list', () => {
    expect(parsePointList('[[1, 2], {"lat": 1}, [1, 2, 3], "x"]')).toEqual({
      points: pts([1, 2]),
      errors: [
        GEO_MESSAGES.itemNotAPoint(2),
        GEO_MESSAGES.itemNotAPoint(3),
        'Item 4: informe latitude e longitude.',
      ],
    });
    expect(parsePointList('[1, 2')).toEqual({ points: [], errors: [GEO_MESSAGES.invalidJson] });
    expect(parsePointList('{"lat": 1, "lng": 2}')).toEqual({
      points: [],
      errors: [GEO_MESSAGES.jsonNotAList],
    });
  });

  it('says when there is nothing to read', () => {
    expect(parsePointList('  \n \n')).toEqual({ points: [], errors: [GEO_MESSAGES.noPoints] });
    expect(parsePointList('[]')).toEqual({ points: [], errors: [GEO_MESSAGES.noPoints] });
  });
});

describe('parseCoordinate', () => {
  it('reads a dot or a pt-BR comma as the decimal separator, never a dot as thousands', () => {
    expect(parseCoordinate('-23.951')).toBe(-23.951);
    expect(parseCoordinate(' -23,9511234 ')).toBe(-23.9511234);
    expect(parseCoordinate('+46')).toBe(46);
    expect(parseCoordinate(',5')).toBe(0.5);
  });

  it('is undefined for text that is not one number', () => {
    for (const text of ['', '-', 'abc', '1.234,5', '1e5', '12 34', '--1'])
      expect(parseCoordinate(text)).toBeUndefined();
  });
});

describe('polygonCentre', () => {
  it('is the mean of the corners', () => {
    expect(polygonCentre(square)).toEqual({ latitude: 0.5, longitude: 0.5 });
    expect(polygonCentre(pts([0, 0], [0, 3], [3, 0]))).toEqual({ latitude: 1, longitude: 1 });
  });

  it('is undefined without points', () => {
    expect(polygonCentre([])).toBeUndefined();
  });
});

describe('haversineKm', () => {
  it('measures one degree of the equator as 111.2 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 2);
  });

  it('measures Santos to Campinas as about 139 km in a straight line', () => {
    const santos = { latitude: -23.9608, longitude: -46.3336 };
    const campinas = { latitude: -22.9056, longitude: -47.0608 };
    const km = haversineKm(santos, campinas);
    expect(km).toBeGreaterThan(136);
    expect(km).toBeLessThan(142);
    expect(haversineKm(campinas, santos)).toBeCloseTo(km, 9);
  });

  it('is zero from a point to itself and half the circumference between antipodes', () => {
    const point = { latitude: -15.79, longitude: -47.88 };
    expect(haversineKm(point, point)).toBe(0);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    );
  });
});

describe('boundsOf', () => {
  it('is the box holding every point', () => {
    expect(boundsOf(pts([-23.9, -46.3], [-22.9, -47.1], [-23.5, -46.6]))).toEqual({
      north: -22.9,
      south: -23.9,
      east: -46.3,
      west: -47.1,
    });
  });

  it('is a box of no size around a single point, and undefined without points', () => {
    expect(boundsOf(pts([1, 2]))).toEqual({ north: 1, south: 1, east: 2, west: 2 });
    expect(boundsOf([])).toBeUndefined();
  });
});

describe('the most points a fence may have', () => {
  it('refuses more than MAX_GEOFENCE_POINTS corners at once, without checking each', () => {
    const ring = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        latitude: -23.96 + 0.006 * Math.cos((2 * Math.PI * i) / count),
        longitude: -46.33 + 0.006 * Math.sin((2 * Math.PI * i) / count),
      }));
    expect(polygonProblems(ring(MAX_GEOFENCE_POINTS))).toEqual([]);
    expect(polygonProblems(ring(MAX_GEOFENCE_POINTS + 1))).toEqual([
      'A cerca eletrônica aceita no máximo 2.000 pontos.',
    ]);
  });
});

describe('pointInPolygon', () => {
  const at = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });

  it('finds a point inside a square and not outside it', () => {
    expect(pointInPolygon(at(0.5, 0.5), square)).toBe(true);
    expect(pointInPolygon(at(1.5, 0.5), square)).toBe(false);
    expect(pointInPolygon(at(0.5, -0.1), square)).toBe(false);
    expect(pointInPolygon(at(-0.5, -0.5), square)).toBe(false);
  });

  it('follows a concave (L-shaped) polygon into its arms but not its notch', () => {
    const shapeL = pts([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]);
    expect(pointInPolygon(at(0.5, 1.5), shapeL)).toBe(true);
    expect(pointInPolygon(at(1.5, 0.5), shapeL)).toBe(true);
    expect(pointInPolygon(at(1.5, 1.5), shapeL)).toBe(false);
  });

  it('works on a small fence near São Paulo, in either winding', () => {
    const yard = pts([-23.51, -46.61], [-23.51, -46.59], [-23.49, -46.59], [-23.49, -46.61]);
    expect(pointInPolygon(at(-23.5, -46.6), yard)).toBe(true);
    expect(pointInPolygon(at(-23.5, -46.6), [...yard].reverse())).toBe(true);
    expect(pointInPolygon(at(-23.52, -46.6), yard)).toBe(false);
  });

  it('finds nothing inside fewer than three corners', () => {
    expect(pointInPolygon(at(0, 0), [])).toBe(false);
    expect(pointInPolygon(at(0.5, 0.5), pts([0, 0], [1, 1]))).toBe(false);
  });
});
