import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EntitySchema } from '@frota/engine';
import { entities as allEntities } from '@frota/engine/entities';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { crudRoutes } from './crud/index.ts';
import type { Database } from './db/database.ts';
import { registerAuth } from './http/auth.ts';
import { errorEnvelopeSchema, responses } from './http/envelope.ts';
import { formatSchemaErrors, registerErrorHandling } from './http/error-handler.ts';
import { createOutboxMailer, type Mailer } from './mail/mailer.ts';
import { devOutboxRoutes } from './modules/dev/outbox-routes.ts';
import { createAccessTokens } from './modules/identity/access-tokens.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { PRODUCT } from './product.ts';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Defaults to the outbox mailer (log line plus outbox table). */
  mailer?: Mailer;
  /** Defaults to every schema in schemas/. */
  entities?: readonly EntitySchema[];
}

/**
 * The API as a Fastify instance, not listening: `main.ts` listens, the tests use `inject`.
 *
 * @example const app = await buildApp({ db, config }); await app.inject({ method: 'GET', url: '/health' });
 */
export async function buildApp({
  db,
  config,
  mailer,
  entities = allEntities,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request drowns the reset links and errors a developer looks for in the terminal.
    disableRequestLogging: config.nodeEnv === 'development',
    // The spec calls both /v1/backoffice/clients and /v1/backoffice/clients/.
    routerOptions: { ignoreTrailingSlash: true },
    // verbose: validation errors carry the failing schema, whose `title` names the field in pt-BR.
    ajv: { customOptions: { verbose: true, allErrors: true } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  app.addSchema(errorEnvelopeSchema);
  registerErrorHandling(app);
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  registerAuth(app, accessTokens);

  await app.register(cors, { origin: config.corsOrigin, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT.name}: API de referência`,
        version: '1.0.0',
        description:
          'Envelope: `{ success: true, data }`; listas em `data: { itens, totalPages, totalItems, page, perPage }`; ' +
          'erros `{ success: false, errors: [...] }` em pt-BR. Decisões do servidor: apps/api/README.md.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json['$id'] ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'O servidor responde', response: responses(null, []) } },
    async () => ({ success: true }),
  );
  await app.register(identityRoutes, {
    prefix: '/v1/identity',
    db,
    config,
    accessTokens,
    mailer: mailer ?? createOutboxMailer(db, app.log),
  });
  await app.register(crudRoutes, { entities, db });
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { prefix: '/v1/dev', db });
  return app;
}
