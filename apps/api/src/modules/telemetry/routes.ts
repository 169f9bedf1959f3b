import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TelemetrySettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok, responses } from '../../http/envelope.ts';
import { apiError, overloaded, tooManyAttempts } from '../../http/errors.ts';
import { inFlightLimit } from '../../http/in-flight-limit.ts';
import type { RecomputeQueue } from '../rewards/jobs.ts';
import { ingestReadings, MAX_READINGS_PER_BATCH } from './ingest.ts';
import { authenticateKey, hashKey, type IngestKey } from './integration-keys.ts';

/** The header that carries an integration key. */
export const INTEGRATION_KEY_HEADER = 'x-integration-key';

const TAGS = ['Telemetria'];

const readingSchema = {
  type: 'object',
  description:
    'Uma leitura do rastreador; cada uma é conferida sozinha (uma leitura ruim não recusa o lote).',
  properties: {
    plate: { type: 'string', examples: ['ABC1D23'] },
    driverName: { type: 'string' },
    driverCpf: { type: 'string' },
    time: { type: 'string', examples: ['2026-11-26T08:15:00-03:00'] },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    speed: { type: 'number', description: 'km/h' },
    engineLoad: { type: 'number', description: '%' },
    acceleratorPosition: { type: 'number', description: '%' },
    odometer: { type: 'number', description: 'metros' },
  },
};

/** What a batch is refused with while the process stores as many as TELEMETRY_BATCHES_IN_FLIGHT. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 1;
export const OVERLOADED_MESSAGE =
  'Muitos lotes de leituras em processamento: aguarde 1 segundo e envie o lote de novo.';

/** What a batch's shape is refused with (its readings are checked one by one by the ingest). */
export const BATCH_MESSAGES = {
  missing: `Envie as leituras em readings: uma lista de 1 a ${MAX_READINGS_PER_BATCH} leituras.`,
  tooMany: `Envie no máximo ${MAX_READINGS_PER_BATCH} leituras por vez.`,
} as const;

/**
 * The ingest's body check: only the batch's shape (readings, a list of 1 to MAX_READINGS_PER_BATCH). The route
 * schema's item types stay in the OpenAPI document but are not enforced here, since ajv would refuse (or coerce)
 * the whole batch for one reading of the wrong type; each reading is checked by checkReading instead.
 */
function checkBatch(data: unknown): true | { error: Error } {
  const readings = (data as { readings?: unknown } | null | undefined)?.readings;
  if (!Array.isArray(readings) || readings.length === 0)
    return { error: apiError('VALIDATION', [BATCH_MESSAGES.missing]) };
  if (readings.length > MAX_READINGS_PER_BATCH)
    return { error: apiError('VALIDATION', [BATCH_MESSAGES.tooMany]) };
  return true;
}

/**
 * Telemetry in: trackers send batches of readings with an integration key (not a staff session); Admins
 * create, list and revoke the keys. Stored readings queue the rewards' recomputation of their months (`rewards`).
 */
export const telemetryRoutes: FastifyPluginAsync<{
  db: Database;
  rewards: RecomputeQueue;
  settings: TelemetrySettings;
}> = async (app, { db, rewards, settings }) => {
  // Each key's batches are counted on their own (in this process): one tracker integration sending too much
  // is slowed down without the others noticing. A key's hash names its count, never the key.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyAttempts(
        `Muitos lotes de leituras com esta chave: aguarde ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos e envie de novo.`,
        context.ttl,
      ),
  });
  const keys = new WeakMap<FastifyRequest, IngestKey>();
  const admission = inFlightLimit(settings.batchesInFlight, () =>
    overloaded(OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS),
  );
  app.post(
    '/v1/integration/telemetry',
    {
      // A full batch of readings with long names stays well under this.
      bodyLimit: 1024 * 1024,
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? checkBatch : () => true),
      schema: {
        tags: TAGS,
        operationId: 'telemetry_ingest',
        summary: `Recebe até ${MAX_READINGS_PER_BATCH} leituras de rastreadores (cabeçalho ${INTEGRATION_KEY_HEADER})`,
        headers: {
          type: 'object',
          properties: { [INTEGRATION_KEY_HEADER]: { type: 'string' } },
        },
        body: {
          type: 'object',
          required: ['readings'],
          properties: {
            readings: {
              type: 'array',
              title: 'Leituras',
              minItems: 1,
              maxItems: MAX_READINGS_PER_BATCH,
              items: readingSchema,
            },
          },
        },
        response: responses(
          {
            type: 'object',
            properties: {
              received: { type: 'integer' },
              accepted: { type: 'integer' },
              duplicates: { type: 'integer' },
              refused: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { index: { type: 'integer' }, reason: { type: 'string' } },
                },
              },
            },
          },
          [400, 401, 429, 503],
        ),
      },
      config: {
        rateLimit: {
          max: settings.batchesPerKeyPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            hashKey(String(request.headers[INTEGRATION_KEY_HEADER] ?? '')),
        },
      },
      onRequest: [
        admission,
        async (request) => {
          keys.set(request, await authenticateKey(db, request.headers[INTEGRATION_KEY_HEADER]));
        },
      ],
    },
    async (request) =>
      ok(
        await ingestReadings(db, (request.body as { readings: unknown[] }).readings, {
          rewards,
          key: keys.get(request)!,
          maxAgeDays: settings.maxReadingAgeDays,
        }),
      ),
  );
};
