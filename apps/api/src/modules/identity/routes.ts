import type { FastifyPluginAsync } from 'fastify';
import { BEARER_SECURITY, currentUser } from '../../http/auth.ts';
import { done, ok, responses } from '../../http/envelope.ts';
import {
  changeCurrentPassword,
  type PasswordChange,
  type PasswordReset,
  requestPasswordReset,
  resetPassword,
} from './account.ts';
import type { IdentityContext } from './context.ts';
import * as schemas from './schemas.ts';
import { login, refreshSession } from './sessions.ts';

const tags = ['identity'];

/** Session and account calls of spec 01 §7, under /v1/identity. */
export const identityRoutes: FastifyPluginAsync<IdentityContext> = async (app, context) => {
  app.post<{ Body: { email: string; password: string } }>(
    '/connect/token',
    {
      schema: {
        tags,
        summary: 'Login: troca e-mail e senha por uma sessão',
        description:
          'Credenciais erradas ou usuário inativo: 400 "E-mail ou senha inválidos." (401 significa sessão expirada).',
        body: schemas.credentialsBody,
        response: responses(schemas.loginSchema, [400]),
      },
    },
    async (request) => ok(await login(context, request.body.email, request.body.password)),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/connect/refresh-token',
    {
      schema: {
        tags,
        summary: 'Renova a sessão (o refresh token é trocado por um novo)',
        description:
          'Token inválido, expirado ou já usado: 401. Reutilizar um token já trocado revoga todas as sessões do usuário.',
        body: schemas.refreshBody,
        response: responses(schemas.sessionTokensSchema, [400, 401]),
      },
    },
    async (request) => ok(await refreshSession(context, request.body.refreshToken)),
  );

  app.post<{ Body: PasswordChange }>(
    '/account/change-current-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Altera a senha do usuário logado',
        security: BEARER_SECURITY,
        body: schemas.changePasswordBody,
        response: responses(null, [400, 401]),
      },
    },
    async (request) => {
      await changeCurrentPassword(context, currentUser(request).id, request.body);
      return done();
    },
  );

  app.post<{ Body: { email: string } }>(
    '/account/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Envia por e-mail um link de redefinição de senha',
        description: 'Responde sucesso também para e-mails desconhecidos, para não revelar quais existem.',
        body: schemas.resetRequestBody,
        response: responses(null, [400]),
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email);
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
        response: responses(null, [400]),
      },
    },
    async (request) => {
      await resetPassword(context, request.body);
      return done();
    },
  );
};
