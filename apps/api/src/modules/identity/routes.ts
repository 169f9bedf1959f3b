import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BEARER_SECURITY, currentUser } from '../../http/auth.ts';
import { done, ok, responses } from '../../http/envelope.ts';
import { apiError } from '../../http/errors.ts';
import { changeCurrentPassword, type PasswordChange, type PasswordReset, resetPassword } from './account.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { identityMailJobs } from './mail-jobs.ts';
import type { Caller, IdentityContext } from './context.ts';
import * as schemas from './schemas.ts';
import {
  activeSessions,
  endOwnSession,
  endSessions,
  refreshSession,
  SESSION_NOT_FOUND,
  signOut,
} from './sessions.ts';
import { recordIdOf } from '../../http/record-id.ts';
import { audit } from './audit.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';
import { signIn } from './sign-in.ts';

const tags = ['identity'];
const caller = (request: FastifyRequest): Caller => ({
  address: request.ip,
  log: request.log,
  ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
});

/** Session and account calls of spec 01 §7 (plus Sair's revoke), under /v1/identity. */
export const identityRoutes: FastifyPluginAsync<
  IdentityContext & { rateLimit: { max: number; windowMs: number }; jobs: JobQueue }
> = async (app, { rateLimit: callLimit, jobs, ...context }) => {
  const resetMails = identityMailJobs(jobs, context, app.log);
  // The overall rate of identity calls per address, counted in the database so it holds across every process and
  // host; the guessing limits (guessing-limits.ts) come on top.
  await app.register(rateLimit, {
    max: callLimit.max,
    timeWindow: callLimit.windowMs,
    store: postgresRateLimitStore(context.db, 'identity'),
    // A database that cannot count cannot serve the call either: its own answer (503) says so, not the limiter.
    skipOnError: true,
    errorResponseBuilder: (_request, limit) => {
      const error = apiError('TOO_MANY_REQUESTS');
      error.retryAfterSeconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      return error;
    },
  });

  app.post<{ Body: { email: string; password: string } }>(
    '/connect/token',
    {
      schema: {
        tags,
        summary: 'Login: troca e-mail e senha por uma sessão',
        description:
          'Credenciais erradas ou usuário inativo: 400 "E-mail ou senha inválidos." (401 significa sessão expirada). ' +
          'Após falhas seguidas da mesma conta ou do mesmo endereço: 429 com o tempo de espera.',
        body: schemas.credentialsBody,
        response: responses(schemas.loginSchema, [400, 429]),
      },
    },
    async (request) => ok(await signIn(context, request.body, caller(request))),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/connect/refresh-token',
    {
      schema: {
        tags,
        summary: 'Renova a sessão (o refresh token é trocado por um novo)',
        description:
          'Token inválido, expirado, já usado, de sessão encerrada (Sair, limite absoluto ou de inatividade) ou de conta inativa: 401. ' +
          'Reutilizar um token já trocado encerra todas as sessões do usuário.',
        body: schemas.refreshBody,
        response: responses(schemas.sessionTokensSchema, [400, 401, 429]),
      },
    },
    async (request) => ok(await refreshSession(context, request.body.refreshToken, caller(request))),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/connect/revoke-token',
    {
      schema: {
        tags,
        summary: 'Sair: encerra no servidor a sessão deste refresh token',
        description: 'Responde sucesso também para um token desconhecido ou já encerrado.',
        body: schemas.refreshBody,
        response: responses(null, [400, 429]),
      },
    },
    async (request) => {
      await signOut(context, request.body.refreshToken, caller(request));
      return done();
    },
  );

  app.get(
    '/account/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sessões ativas do usuário logado (a atual marcada), as usadas mais recentemente primeiro',
        security: BEARER_SECURITY,
        response: responses(schemas.activeSessionsSchema, [401]),
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      return ok(await activeSessions(context, { userId: id, sessionId }));
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Encerra uma das sessões do usuário logado (a de outro aparelho)',
        security: BEARER_SECURITY,
        response: responses(null, [401, 404]),
      },
    },
    async (request) => {
      const sessionId = recordIdOf(request, SESSION_NOT_FOUND);
      await endOwnSession(context, { userId: currentUser(request).id }, sessionId, caller(request));
      return done();
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Encerra todas as outras sessões do usuário logado; a atual continua',
        security: BEARER_SECURITY,
        response: responses(null, [401]),
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await endSessions(context, id, { except: sessionId });
      audit(request.log, 'session.others-ended', { userId: id, address: request.ip });
      return done();
    },
  );

  app.post<{ Body: PasswordChange }>(
    '/account/change-current-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Altera a senha do usuário logado (e encerra as outras sessões dele)',
        security: BEARER_SECURITY,
        body: schemas.changePasswordBody,
        response: responses(null, [400, 401, 429]),
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await changeCurrentPassword(context, { userId: id, sessionId }, request.body, caller(request));
      return done();
    },
  );

  app.post<{ Body: { email: string } }>(
    '/account/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Envia por e-mail um link de redefinição de senha',
        description:
          'Responde sucesso também para e-mails desconhecidos, para não revelar quais existem: o pedido só entra ' +
          'na fila de e-mails, que envia o link em segundos; além de alguns pedidos por hora para a mesma conta, ' +
          'nada mais é enviado.',
        body: schemas.resetRequestBody,
        response: responses(null, [400, 429]),
      },
    },
    async (request) => {
      await resetMails.request({ email: request.body.email, address: request.ip });
      return done();
    },
  );

  app.post<{ Body: PasswordReset }>(
    '/account/password-reset',
    {
      schema: {
        tags,
        summary: 'Define uma nova senha com o token do link recebido por e-mail',
        body: schemas.resetBody,
        response: responses(null, [400, 429]),
      },
    },
    async (request) => {
      await resetPassword(context, request.body, caller(request));
      return done();
    },
  );
};
