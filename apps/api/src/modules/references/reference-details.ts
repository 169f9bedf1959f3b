import {
  type GeoPoint,
  MAX_GEOFENCE_POINTS,
  operatingHoursPayloadProblems,
  parseOperatingHoursPayload,
  polygonProblems,
} from '@frota/domain';
import { asc, eq } from 'drizzle-orm';
import type { DetailsExtension } from '../../crud/details.ts';
import type { JsonSchema } from '../../http/envelope.ts';
import { GEOFENCE_BODY, GEOFENCE_OUT, OPERATING_HOUR_BODY, OPERATING_HOUR_OUT } from './reference-schemas.ts';
import { referenceGeofencePoints, referenceGeofences, referenceOperatingHours } from './tables.ts';

/** A reference's nested parts: its fence's points in order and its hours, one row per weekday. */
export interface ReferenceDetails {
  geofence: unknown;
  operatingHours: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const GEOFENCE_MISSING = 'Configure a cerca eletrônica da referência.';
export const GEOFENCE_INVALID = 'A cerca eletrônica enviada é inválida.';

/** The fence's problems in pt-BR: its shape, then the polygon's own rules (`polygonProblems`). */
function geofenceProblems(value: unknown): string[] {
  if (value === undefined || value === null) return [GEOFENCE_MISSING];
  if (!isObject(value) || !Array.isArray(value['points'])) return [GEOFENCE_INVALID];
  if (value['type'] !== undefined && value['type'] !== 0) return [GEOFENCE_INVALID];
  if (value['name'] !== undefined && (typeof value['name'] !== 'string' || value['name'].length > 150))
    return [GEOFENCE_INVALID];
  const points = value['points'].map((point: unknown) =>
    isObject(point) ? { latitude: point['latitude'], longitude: point['longitude'] } : {},
  );
  // A coordinate that is not a number is out of range for polygonProblems (NaN).
  const numeric = points.map((point) => ({
    latitude: typeof point.latitude === 'number' ? point.latitude : Number.NaN,
    longitude: typeof point.longitude === 'number' ? point.longitude : Number.NaN,
  }));
  return polygonProblems(numeric);
}

/** The points in the order the payload lists them (an `index` is a hint; the list's order prevails). */
const pointsOf = (geofence: unknown): GeoPoint[] =>
  (isObject(geofence) && Array.isArray(geofence['points']) ? geofence['points'] : []).map(
    (point: Record<string, number>) => ({ latitude: point['latitude']!, longitude: point['longitude']! }),
  );

/**
 * The references' details extension (`api.details: "reference-details"`, spec 02 §7): the payload is
 * `{ reference: { ...fields, geofence }, operatingHours }` (an update adds `id`); the fence and the seven
 * weekday rows are checked with the rules the portal applies (`@frota/domain`) and written in the
 * reference's own transaction, replacing what was there; get answers them with the reference.
 */
export const referenceDetails: DetailsExtension<ReferenceDetails> = {
  bodySchema(recordBody: JsonSchema, action): JsonSchema {
    const properties = (recordBody['properties'] ?? {}) as Record<string, JsonSchema>;
    return {
      type: 'object',
      required: ['reference', 'operatingHours'],
      properties: {
        ...(action === 'update' ? { id: { type: 'integer' } } : {}),
        reference: { ...recordBody, properties: { ...properties, geofence: GEOFENCE_BODY } },
        operatingHours: { type: 'array', minItems: 7, maxItems: 7, items: OPERATING_HOUR_BODY },
      },
    };
  },

  recordSchema(record: JsonSchema): JsonSchema {
    const properties = (record['properties'] ?? {}) as Record<string, JsonSchema>;
    return {
      ...record,
      properties: {
        ...properties,
        geofence: GEOFENCE_OUT,
        operatingHours: { type: 'array', items: OPERATING_HOUR_OUT },
      },
    };
  },

  split(body) {
    const payload = isObject(body) ? body : {};
    // The spec's shape wraps the reference; a flat body is read as the reference itself.
    const reference = isObject(payload['reference']) ? payload['reference'] : payload;
    const { geofence, ...values } = reference;
    return { values, details: { geofence, operatingHours: payload['operatingHours'] } };
  },

  problems(details) {
    const parts = isObject(details) ? details : {};
    const problems: Record<string, string[]> = {};
    const fence = geofenceProblems(parts['geofence']);
    if (fence.length > 0) problems['geofence'] = fence;
    const hours = operatingHoursPayloadProblems(parts['operatingHours']);
    if (hours.length > 0) problems['operatingHours'] = hours;
    return problems;
  },

  async write(tx, referenceId, details, values) {
    const fence = details.geofence as Record<string, unknown>;
    // Passed `problems`: the rows come back normalised ('hh:mm:ss', an empty gate-to-gate as 0).
    const parsed = parseOperatingHoursPayload(details.operatingHours);
    if (!parsed.ok) throw new Error('reference-details: write called with hours that problems() refuses');
    const hours = parsed.hours;
    await tx.delete(referenceGeofences).where(eq(referenceGeofences.referenceId, referenceId));
    await tx.delete(referenceOperatingHours).where(eq(referenceOperatingHours.referenceId, referenceId));
    const name = typeof fence['name'] === 'string' && fence['name'] ? fence['name'] : String(values['name']);
    const [geofence] = await tx
      .insert(referenceGeofences)
      .values({ referenceId, name, type: 0 })
      .returning({ id: referenceGeofences.id });
    await tx
      .insert(referenceGeofencePoints)
      .values(pointsOf(fence).map((point, index) => ({ geofenceId: geofence!.id, index, ...point })));
    await tx.insert(referenceOperatingHours).values(
      hours.map((hour) => ({
        referenceId,
        dayOfWeek: hour.day,
        startTime: hour.startTime,
        endTime: hour.endTime,
        contractedGateToGateMinutes: hour.contractedGateToGate,
        expectedGateToGateMinutes: hour.totalGateToGate,
      })),
    );
  },

  async read(executor, referenceId) {
    const [geofence] = await executor
      .select()
      .from(referenceGeofences)
      .where(eq(referenceGeofences.referenceId, referenceId))
      .limit(1);
    const points = geofence
      ? await executor
          .select()
          .from(referenceGeofencePoints)
          .where(eq(referenceGeofencePoints.geofenceId, geofence.id))
          .orderBy(asc(referenceGeofencePoints.index))
      : [];
    const operatingHours = await executor
      .select()
      .from(referenceOperatingHours)
      .where(eq(referenceOperatingHours.referenceId, referenceId))
      .orderBy(asc(referenceOperatingHours.dayOfWeek));
    return {
      geofence: geofence
        ? {
            id: geofence.id,
            name: geofence.name,
            type: geofence.type,
            points: points.map((point) => ({ ...point, createdAt: point.createdAt.toISOString() })),
          }
        : null,
      operatingHours: operatingHours.map(({ createdAt: _createdAt, ...hour }) => hour),
    };
  },

  examplePayload(values) {
    return {
      reference: { ...values, geofence: { type: 0, points: EXAMPLE_POINTS } },
      operatingHours: EXAMPLE_WEEK,
    };
  },

  invalidPayloads(values) {
    const wrap = (geofence: unknown, ...hours: [unknown?]) => ({
      reference: { ...values, geofence },
      operatingHours: hours.length > 0 ? hours[0] : EXAMPLE_WEEK,
    });
    const [a, b, c, d] = EXAMPLE_POINTS;
    return [
      { name: 'no fence', body: wrap(undefined) },
      { name: 'fence of two points', body: wrap({ type: 0, points: [a, b] }) },
      {
        name: 'fence of too many points',
        body: wrap({
          type: 0,
          points: Array.from({ length: MAX_GEOFENCE_POINTS + 1 }, (_, i) => ({
            latitude: -23.96 + 0.006 * Math.cos((2 * Math.PI * i) / (MAX_GEOFENCE_POINTS + 1)),
            longitude: -46.33 + 0.006 * Math.sin((2 * Math.PI * i) / (MAX_GEOFENCE_POINTS + 1)),
          })),
        }),
      },
      {
        name: 'latitude out of range',
        body: wrap({ type: 0, points: [a, b, { latitude: 91, longitude: 0 }] }),
      },
      {
        name: 'longitude not a number',
        body: wrap({ type: 0, points: [a, b, { latitude: 0, longitude: 'x' }] }),
      },
      { name: 'crossing edges', body: wrap({ type: 0, points: [a, c, b, d] }) },
      { name: 'circle fence', body: wrap({ type: 1, points: EXAMPLE_POINTS }) },
      { name: 'points not a list', body: wrap({ type: 0, points: 'a,b' }) },
      { name: 'no hours', body: wrap({ type: 0, points: EXAMPLE_POINTS }, undefined) },
      { name: 'six days', body: wrap({ type: 0, points: EXAMPLE_POINTS }, EXAMPLE_WEEK.slice(1)) },
      {
        name: 'end before start',
        body: wrap(
          { type: 0, points: EXAMPLE_POINTS },
          EXAMPLE_WEEK.map((hour) => ({ ...hour, startTime: '18:00', endTime: '08:00' })),
        ),
      },
      {
        name: 'a day without times',
        body: wrap(
          { type: 0, points: EXAMPLE_POINTS },
          EXAMPLE_WEEK.map((hour) => (hour.day === 3 ? { ...hour, startTime: '' } : hour)),
        ),
      },
      {
        name: 'negative gate-to-gate',
        body: wrap(
          { type: 0, points: EXAMPLE_POINTS },
          EXAMPLE_WEEK.map((hour) => ({ ...hour, contractedGateToGate: -5 })),
        ),
      },
    ];
  },
};

/** A small square near the port of Santos, for the generated tests. */
const EXAMPLE_POINTS: GeoPoint[] = [
  { latitude: -23.96, longitude: -46.334 },
  { latitude: -23.96, longitude: -46.33 },
  { latitude: -23.964, longitude: -46.33 },
  { latitude: -23.964, longitude: -46.334 },
];

/** Monday to Sunday from 08:00 to 18:00, 30 and 20 minutes of gate-to-gate. */
const EXAMPLE_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  startTime: '08:00:00',
  endTime: '18:00:00',
  contractedGateToGate: 30,
  totalGateToGate: 20,
}));
