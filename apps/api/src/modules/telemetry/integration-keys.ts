import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { CreateExtension } from '../../crud/extensions.ts';
import type { Database } from '../../db/database.ts';
import { integrationKeys } from '../../db/generated/entity-tables.ts';
import { apiError } from '../../http/errors.ts';

/** What prefixes every key, so a leaked one is recognisable in a log or a repository. */
const KEY_PREFIX = 'frota_';

/** A key's hash: SHA-256 suffices for 32 random bytes (no dictionary to slow down). */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * `integration-key-create` (integration-keys.json): the key is made here, 32 random bytes, and answered once
 * with the record; only its SHA-256 and its first characters are kept. The name, the client (none: a key of
 * every client) and the expiry come from the form, checked as any create.
 */
export const integrationKeyCreate: CreateExtension = async (values, { repository }) => {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const record = await repository.create(
    { name: values['name'], clientId: values['clientId'] ?? null, expiresAt: values['expiresAt'] ?? null },
    { keyHash: hashKey(key), keyPrefix: key.slice(0, 12) },
  );
  return { ...record, key };
};

export const INVALID_KEY_MESSAGE = 'Chave de integração inválida, expirada ou desativada.';

/** The key a batch was sent with: its id and its client (null: every client's plates). */
export interface IngestKey {
  id: number;
  clientId: number | null;
}

/**
 * The live key sent (active, not expired), or a 401 in pt-BR; marks when it was last used (at most once a
 * minute, so the key's row is not written on every batch).
 */
export async function authenticateKey(db: Database, key: unknown, now = new Date()): Promise<IngestKey> {
  if (typeof key !== 'string' || !key.startsWith(KEY_PREFIX) || key.length > 100)
    throw apiError('UNAUTHENTICATED', [INVALID_KEY_MESSAGE]);
  const [found] = await db
    .select({
      id: integrationKeys.id,
      clientId: integrationKeys.clientId,
      lastUsedAt: integrationKeys.lastUsedAt,
    })
    .from(integrationKeys)
    .where(
      and(
        eq(integrationKeys.keyHash, hashKey(key)),
        eq(integrationKeys.isActive, true),
        or(isNull(integrationKeys.expiresAt), gt(integrationKeys.expiresAt, now)),
      ),
    );
  if (!found) throw apiError('UNAUTHENTICATED', [INVALID_KEY_MESSAGE]);
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > 60_000)
    await db.update(integrationKeys).set({ lastUsedAt: now }).where(eq(integrationKeys.id, found.id));
  return { id: found.id, clientId: found.clientId };
}
