import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EntitySchema } from '@frota/engine';
import { entities as allEntities } from '@frota/engine/entities';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import { DEFAULT_CATALOG, type TableCatalog } from './crud/entity-store.ts';
import { crudRoutes } from './crud/index.ts';
import { apiExtensions } from './modules/extensions.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import { registerAuth } from './http/auth.ts';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  policyHeader,
} from './http/content-security-policy.ts';
import { cspReportRoutes } from './http/csp-reports.ts';
import { healthRoutes } from './http/health-routes.ts';
import { recordRequestMetrics, recordResourceMetrics } from './http/metrics.ts';
import { portalPageFor, registerPortalFiles } from './http/portal-files.ts';
import { errorEnvelopeSchema } from './http/envelope.ts';
import { formatSchemaErrors, registerErrorHandling } from './http/error-handler.ts';
import { errorForLog, requestForLog } from './http/log-serializers.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import type { Mailer } from './mail/mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createOutboxMailer, ensureDevOutbox } from './modules/dev/outbox.ts';
import { devOutboxRoutes } from './modules/dev/outbox-routes.ts';
import { createAccessTokens } from './modules/identity/access-tokens.ts';
import { createGuessingLimits } from './modules/identity/guessing-limits.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { programmingRoutes } from './modules/programmings/routes.ts';
import { jobQueue } from './modules/jobs/job-queue.ts';
import { rewardsJobs } from './modules/rewards/jobs.ts';
import { rewardsRoutes } from './modules/rewards/routes.ts';
import { telemetryRoutes } from './modules/telemetry/routes.ts';
import { createSessionGuard } from './modules/identity/session-guard.ts';
import { PRODUCT } from './product.ts';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Defaults to SMTP when `config.mail.smtpUrl` is set, else (never in production) the dev outbox. */
  mailer?: Mailer;
  /** Defaults to every schema in schemas/. */
  entities?: readonly EntitySchema[];
  /** Each entity's own table by entity id; defaults to the generated ones (tests add fixture entities). */
  tables?: TableCatalog['tables'];
  /** The database pool's use, for the metrics (PostgreSQL). */
  poolUse?: DatabaseHandle['poolUse'];
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

/** Where the development-only routes live (the dev outbox). */
const DEV_ROUTES_PREFIX = '/v1/dev';

/** SMTP when configured; outside production the dev outbox; production without SMTP never gets here. */
async function defaultMailer(db: Database, config: Config, log: FastifyBaseLogger): Promise<Mailer> {
  if (config.mail.smtpUrl)
    return createSmtpMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      allowPlaintext: config.mail.allowPlaintext,
    });
  if (config.nodeEnv === 'production') throw new Error('SMTP_URL é obrigatório em produção.');
  await ensureDevOutbox(db);
  return createOutboxMailer(db, log);
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
  tables = DEFAULT_CATALOG.tables,
  poolUse,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog, err: (error: Error) => errorForLog(error) },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Every log line of a request and every answer (X-Request-Id) carry its id; a proxy we trust may pass its own.
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    // One line per request drowns the reset links and errors a developer looks for in the terminal.
    logController: new LogController({
      disableRequestLogging: config.nodeEnv === 'development',
      requestIdLogLabel: 'requestId',
    }),
    // The spec calls both /v1/backoffice/clients and /v1/backoffice/clients/.
    routerOptions: { ignoreTrailingSlash: true },
    // verbose: validation errors carry the failing schema, whose `title` names the field in pt-BR.
    ajv: { customOptions: { verbose: true, allErrors: true } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  app.addSchema(errorEnvelopeSchema);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  const portalDir = config.portalDir;
  registerErrorHandling(app, portalDir ? { portalPage: portalPageFor } : {});
  registerRequestGuards(app);
  if (config.metrics) recordRequestMetrics(app);
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const guard = createSessionGuard(db, config.sessions, config.authCacheMs);
  registerAuth(app, accessTokens, guard);

  // Lists and the monitor's poll (2,000 vehicles: ~600 KB of JSON, ~80 KB gzipped) travel compressed to a
  // browser that accepts it. gzip only: brotli's default quality costs far more CPU per answer for little gain.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  // The dev outbox hands out reset links: no other origin may read it, whatever CORS_ORIGIN allows.
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: request.url?.startsWith(DEV_ROUTES_PREFIX) ? false : config.corsOrigin,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      }),
  });
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
  // The OpenAPI page runs inline scripts: its policy adds their hashes, which @fastify/swagger-ui declares.
  // Off in production unless DOCS_ENABLED: the document maps every call an attacker could try.
  let docsPolicy = '';
  if (config.docsEnabled)
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiHooks: {
        onRequest: (_request, reply, next) => {
          reply.header('Content-Security-Policy', docsPolicy);
          next();
        },
      },
    });
  const docsScripts = config.docsEnabled ? app.swaggerCSP.script : [];
  // The usual security headers on every answer, the portal's page first among them (content-security-policy.ts).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ mapsEnabled: config.mapsEnabled }),
    },
  });
  docsPolicy = policyHeader(contentSecurityPolicy({ mapsEnabled: false, extraScripts: docsScripts }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
  await app.register(cspReportRoutes);

  await app.register(healthRoutes, { db });
  const sendMail = mailer ?? (await defaultMailer(db, config, app.log));
  app.addHook('onClose', async () => sendMail.close?.());
  // The durable job queue (pg-boss, started when the app is ready): the reset e-mails and the rewards.
  const jobs = jobQueue(app, db);
  if (config.metrics) recordResourceMetrics(poolUse, () => jobs.boss);
  await app.register(identityRoutes, {
    prefix: '/v1/identity',
    jobs,
    db,
    config,
    accessTokens,
    mailer: sendMail,
    guard,
    limits: createGuessingLimits(db, config.throttle),
    rateLimit: {
      max: config.throttle.identityCallsPerWindow,
      windowMs: config.throttle.identityCallsWindowSeconds * 1000,
    },
  });
  // The rewards' recomputation queue (pg-boss, started when the app is ready): writes queue their months in
  // their own transaction, a worker recomputes them.
  const rewards = rewardsJobs(app, db, config.rewards, jobs);
  await app.register(crudRoutes, {
    catalog: { entities, tables, countsTables: DEFAULT_CATALOG.countsTables },
    db,
    guard,
    mailer: sendMail,
    extensions: apiExtensions({ rewards }),
  });
  await app.register(programmingRoutes, {
    db,
    catalog: { entities, tables, countsTables: DEFAULT_CATALOG.countsTables },
  });
  await app.register(telemetryRoutes, { db, rewards, settings: config.telemetry });
  await app.register(rewardsRoutes, { db, entities });
  if (portalDir) await registerPortalFiles(app, portalDir);
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { prefix: DEV_ROUTES_PREFIX, db });
  return app;
}
