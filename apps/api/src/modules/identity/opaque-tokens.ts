import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of an opaque token: the only form in which refresh and reset tokens are stored. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new random token for the client and the hash to store.
 *
 * @example const { token, hash } = newOpaqueToken(); // token goes in the e-mail, hash in the table
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}
