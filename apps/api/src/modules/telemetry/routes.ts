import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { BEARER_SECURITY, currentUser } from '../../http/auth.ts';
import { ok, responses } from '../../http/envelope.ts';
import { apiError } from '../../http/errors.ts';
import { recordIdOf } from '../../http/record-id.ts';
import type { RecomputeQueue } from '../rewards/jobs.ts';
import { ingestReadings, MAX_READINGS_PER_BATCH } from './ingest.ts';
import {
  KEY_NOT_FOUND,
  authenticateKey,
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from './integration-keys.ts';

/** The header that carries an integration key. */
export const INTEGRATION_KEY_HEADER = 'x-integration-key';

const KEYS_PATH = '/v1/backoffice/integration-keys';
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

const keySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    keyPrefix: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

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

async function adminOnly(request: FastifyRequest): Promise<void> {
  if (currentUser(request).profile !== 'Admin') throw apiError('FORBIDDEN');
}

/**
 * Telemetry in: trackers send batches of readings with an integration key (not a staff session); Admins
 * create, list and revoke the keys. Stored readings queue the rewards' recomputation of their months (`rewards`).
 */
export const telemetryRoutes: FastifyPluginAsync<{ db: Database; rewards: RecomputeQueue }> = async (
  app,
  { db, rewards },
) => {
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
          [400, 401],
        ),
      },
      onRequest: async (request) => {
        await authenticateKey(db, request.headers[INTEGRATION_KEY_HEADER]);
      },
    },
    async (request) =>
      ok(await ingestReadings(db, (request.body as { readings: unknown[] }).readings, { rewards })),
  );

  app.get(
    KEYS_PATH,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: {
        tags: TAGS,
        operationId: 'integration_keys_list',
        summary: 'Lista as chaves de integração (sem a chave, que só é mostrada ao criar)',
        security: BEARER_SECURITY,
        response: responses({ type: 'array', items: keySchema }, [401, 403]),
      },
    },
    async () => ok(await listIntegrationKeys(db)),
  );

  app.post(
    KEYS_PATH,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: {
        tags: TAGS,
        operationId: 'integration_keys_create',
        summary: 'Cria uma chave de integração; a chave vem só nesta resposta',
        security: BEARER_SECURITY,
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', title: 'Nome', minLength: 1, maxLength: 100 } },
        },
        response: responses(
          { ...keySchema, properties: { ...keySchema.properties, key: { type: 'string' } } },
          [400, 401, 403],
          201,
        ),
      },
    },
    async (request, reply) => {
      const { name } = request.body as { name: string };
      if (!name.trim()) throw apiError('VALIDATION', ['O campo Nome é obrigatório.']);
      return reply.status(201).send(ok(await createIntegrationKey(db, name.trim(), currentUser(request).id)));
    },
  );

  app.delete(
    `${KEYS_PATH}/:id`,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: {
        tags: TAGS,
        operationId: 'integration_keys_revoke',
        summary: 'Revoga uma chave de integração: as leituras enviadas com ela passam a ser recusadas',
        security: BEARER_SECURITY,
        response: responses(null, [401, 403, 404]),
      },
    },
    async (request) => {
      await revokeIntegrationKey(db, recordIdOf(request, KEY_NOT_FOUND));
      return { success: true };
    },
  );
};
