import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What an access token says: whose it is and which session issued it. Profile and status are read live. */
export interface AccessClaims {
  userId: number;
  sessionId: number;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<SignedAccessToken>;
  /** The token's claims, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>;
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Short-lived HS256 JWT access tokens: `sub` is the user id, `sid` the session. The token proves who signed
 * in; whether the account is still active, its profile and whether the session still lives are checked on
 * each request (http/auth.ts), so deactivation and Sair take effect at once.
 *
 * @example const tokens = createAccessTokens(config.jwtSecret, 900); const { token } = await tokens.sign(claims);
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((now + ttlSeconds) * 1000);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        // A unique id: two tokens issued in the same second would otherwise be identical.
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload['sid'];
        if (!isPositiveInteger(userId) || !isPositiveInteger(sessionId)) return null;
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
