import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apiError } from '../../http/errors.ts';
import { integrationKeys } from './tables.ts';

/** What prefixes every key, so a leaked one is recognisable in a log or a repository. */
const KEY_PREFIX = 'frota_';

/** A key's hash: SHA-256 suffices for 32 random bytes (no dictionary to slow down). */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key, returned once: only its hash and first characters are kept. */
export async function createIntegrationKey(db: Database, name: string, createdBy: number) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [created] = await db
    .insert(integrationKeys)
    .values({ name, keyHash: hashKey(key), keyPrefix: key.slice(0, 12), createdBy })
    .returning({
      id: integrationKeys.id,
      name: integrationKeys.name,
      keyPrefix: integrationKeys.keyPrefix,
      createdAt: integrationKeys.createdAt,
    });
  return { ...created!, key };
}

export async function listIntegrationKeys(db: Database) {
  return db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      keyPrefix: integrationKeys.keyPrefix,
      createdAt: integrationKeys.createdAt,
      lastUsedAt: integrationKeys.lastUsedAt,
      revokedAt: integrationKeys.revokedAt,
    })
    .from(integrationKeys)
    .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
}

export const KEY_NOT_FOUND = 'Chave de integração não encontrada.';

/** Revokes a key at once; revoking a revoked key changes nothing. */
export async function revokeIntegrationKey(db: Database, id: number): Promise<void> {
  const [found] = await db
    .select({ id: integrationKeys.id })
    .from(integrationKeys)
    .where(eq(integrationKeys.id, id));
  if (!found) throw apiError('NOT_FOUND', [KEY_NOT_FOUND]);
  await db
    .update(integrationKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)));
}

export const INVALID_KEY_MESSAGE = 'Chave de integração inválida ou revogada.';

/** The id of the live key sent, or a 401 in pt-BR; marks when it was last used (at most once a minute). */
export async function authenticateKey(db: Database, key: unknown): Promise<number> {
  if (typeof key !== 'string' || !key.startsWith(KEY_PREFIX) || key.length > 100)
    throw apiError('UNAUTHENTICATED', [INVALID_KEY_MESSAGE]);
  const [found] = await db
    .select({ id: integrationKeys.id, lastUsedAt: integrationKeys.lastUsedAt })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hashKey(key)), isNull(integrationKeys.revokedAt)));
  if (!found) throw apiError('UNAUTHENTICATED', [INVALID_KEY_MESSAGE]);
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000)
    await db.update(integrationKeys).set({ lastUsedAt: new Date() }).where(eq(integrationKeys.id, found.id));
  return found.id;
}
