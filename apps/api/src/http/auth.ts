import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../modules/identity/access-tokens.ts';
import type { AuthUser, SessionGuard } from '../modules/identity/session-guard.ts';
import { apiError } from './errors.ts';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: the active account and live session of the bearer token; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: checks `Authorization: Bearer <token>` into `request.user`, or answers 401. */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
}

/** The OpenAPI security requirement of routes that use `authenticate`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Decorates the app with `request.user` and the `authenticate` hook; call once on the root instance. A token
 * alone is not enough: its account must still be active and its session alive (see session-guard.ts), and
 * the profile used for permissions is the account's current one, not the one at sign-in.
 */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens, guard: SessionGuard): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply?: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await guard.check(claims) : null;
    if (!user) throw apiError('UNAUTHENTICATED');
    request.user = user;
    // Every later line of this request, its "request completed" too, says who made it (ASVS 7.1.1): the ids.
    request.log = request.log.child({ userId: user.id, sessionId: user.sessionId });
    if (reply) reply.log = request.log;
  });
}

/** The authenticated user of a request on a route that runs `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw apiError('UNAUTHENTICATED');
  return request.user;
}
