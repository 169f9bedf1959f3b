import { MAX_GEOFENCE_POINTS, MIN_GEOFENCE_POINTS } from '@frota/domain';
import type { JsonSchema } from '../../http/envelope.ts';

// How the references' nested parts look in the OpenAPI document and in answers (spec 02 §3 and §7).

const POINT_IN: JsonSchema = {
  type: 'object',
  required: ['latitude', 'longitude'],
  properties: {
    index: { type: 'integer', description: 'Ordem do ponto; a ordem da lista prevalece.' },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
  },
};

/** The fence as sent: a polygon of at least three points whose edges do not cross. */
export const GEOFENCE_BODY: JsonSchema = {
  type: 'object',
  required: ['points'],
  description:
    'Cerca eletrônica: polígono (type 0) de 3 a 2.000 pontos, em ordem, sem arestas que se cruzem.',
  properties: {
    name: { type: 'string', maxLength: 150 },
    type: { type: 'integer', enum: [0] },
    points: { type: 'array', minItems: MIN_GEOFENCE_POINTS, maxItems: MAX_GEOFENCE_POINTS, items: POINT_IN },
  },
};

/** One weekday's hours as sent (`day` 0 Sunday to 6 Saturday, times hh:mm or hh:mm:ss). */
export const OPERATING_HOUR_BODY: JsonSchema = {
  type: 'object',
  required: ['day', 'startTime', 'endTime'],
  properties: {
    day: { type: 'integer', minimum: 0, maximum: 6 },
    startTime: { type: 'string', example: '08:00:00' },
    endTime: { type: 'string', example: '18:00:00' },
    contractedGateToGate: { type: 'integer', minimum: 0, maximum: 1440 },
    totalGateToGate: { type: 'integer', minimum: 0, maximum: 1440 },
  },
};

const POINT_OUT: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    geofenceId: { type: 'integer' },
    index: { type: 'integer' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    isActive: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** The fence as get answers it. */
export const GEOFENCE_OUT: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'integer', description: '0 polígono, 1 círculo' },
    points: { type: 'array', items: POINT_OUT },
  },
};

/** One weekday's hours as get answers them. */
export const OPERATING_HOUR_OUT: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    referenceId: { type: 'integer' },
    dayOfWeek: { type: 'integer', description: '0 domingo a 6 sábado' },
    startTime: { type: 'string' },
    endTime: { type: 'string' },
    contractedGateToGateMinutes: { type: 'integer' },
    expectedGateToGateMinutes: { type: 'integer' },
  },
};
