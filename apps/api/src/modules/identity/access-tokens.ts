import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isStaffProfile } from '@frota/engine';
import type { UserProfile } from '../../db/identity-tables.ts';

/** Who is calling, as the access token says. */
export interface AuthUser {
  id: number;
  profile: UserProfile;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  sign(user: AuthUser): Promise<SignedAccessToken>;
  /** The token's user, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<AuthUser | null>;
}

/**
 * Short-lived HS256 JWT access tokens: `sub` is the user id, `profile` the user's profile.
 *
 * @example const tokens = createAccessTokens(config.jwtSecret, 900); const { token } = await tokens.sign(user);
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((now + ttlSeconds) * 1000);
      const token = await new SignJWT({ profile: user.profile })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
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
        const id = Number(payload.sub);
        const profile = payload['profile'];
        if (!Number.isInteger(id) || !isStaffProfile(profile)) return null;
        return { id, profile };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
