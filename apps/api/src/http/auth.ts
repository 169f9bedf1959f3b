import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens, AuthUser } from '../modules/identity/access-tokens.ts';
import { apiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from the bearer token; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: decodes `Authorization: Bearer <token>` into `request.user`, or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The OpenAPI security requirement of routes that use `authenticate`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Decorates the app with `request.user` and the `authenticate` hook; call once on the root instance. */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await tokens.verify(token) : null;
    if (!user) throw apiError('UNAUTHENTICATED');
    request.user = user;
  });
}

/** The authenticated user of a request on a route that runs `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw apiError('UNAUTHENTICATED');
  return request.user;
}
