import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions, users } from '../src/db/identity-tables.ts';
import { hashOpaqueToken } from '../src/modules/identity/opaque-tokens.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const login = async (account: { email: string; password: string }) =>
  body(await t.call('POST', '/v1/identity/connect/token', { body: account })).data as {
    accessToken: string;
    refreshToken: string;
  };
const refresh = (refreshToken: string) =>
  t.call('POST', '/v1/identity/connect/refresh-token', { body: { refreshToken } });
const revoke = (refreshToken: string) =>
  t.call('POST', '/v1/identity/connect/revoke-token', { body: { refreshToken } });
const listClients = (token: string) => t.call('GET', '/v1/backoffice/clients/', { token });
const createClient = (token: string) =>
  t.call('POST', '/v1/backoffice/clients/', {
    token,
    body: { nomeFantasia: 'Teste', razaoSocial: 'Teste Ltda', cnpj: '11222333000181' },
  });
const sessionOf = async (refreshToken: string) => {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  if (!row) throw new Error('unknown refresh token');
  return row.sessionId;
};
const setUser = (email: string, values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(eq(users.email, email));

describe('the account is checked on every request, not only at sign-in', () => {
  it('refuses a deactivated account’s access token at once, and its refresh token too', async () => {
    const session = await login(MANAGER);
    expect((await listClients(session.accessToken)).statusCode).toBe(200);
    await setUser(MANAGER.email, { isActive: false });
    try {
      const refused = await listClients(session.accessToken);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).errors).toEqual(['Sessão expirada, favor fazer login novamente.']);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    } finally {
      await setUser(MANAGER.email, { isActive: true });
    }
  });

  it('refuses a deleted account’s access token at once', async () => {
    const [created] = await t.db
      .insert(users)
      .values({
        firstName: 'Temporária',
        lastName: 'Silva',
        email: 'temporaria@demo.com.br',
        profile: 'Admin',
        passwordHash: (await t.db.select().from(users).where(eq(users.email, ADMIN.email)))[0]!.passwordHash,
      })
      .returning();
    const session = await login({ email: 'temporaria@demo.com.br', password: ADMIN.password });
    expect((await listClients(session.accessToken)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, created!.id));
    expect((await listClients(session.accessToken)).statusCode).toBe(401);
  });

  it('applies a profile change at once: an Admin made Manager can no longer create', async () => {
    const session = await login(ADMIN);
    await setUser(ADMIN.email, { profile: 'Manager' });
    try {
      const refused = await createClient(session.accessToken);
      expect(refused.statusCode).toBe(403);
    } finally {
      await setUser(ADMIN.email, { profile: 'Admin' });
    }
    expect((await listClients(session.accessToken)).statusCode).toBe(200);
  });
});

describe('session lifetimes', () => {
  it('carries the absolute end through every rotation', async () => {
    const first = await login(ADMIN);
    const sessionId = await sessionOf(first.refreshToken);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000 + 5_000);
    const second = body(await refresh(first.refreshToken)).data;
    expect(await sessionOf(second.refreshToken)).toBe(sessionId);
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
    for (const token of tokens) expect(token.expiresAt.getTime()).toBe(session!.expiresAt.getTime());
  });

  it('ends a session past its absolute lifetime: refresh and access token refused', async () => {
    const session = await login(ADMIN);
    const sessionId = await sessionOf(session.refreshToken);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await listClients(session.accessToken)).statusCode).toBe(401);
  });

  it('ends a session idle longer than the limit, and keeps one in use alive', async () => {
    const idle = await login(ADMIN);
    const busy = await login(ADMIN);
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60_000);
    const twentyNineMinutesAgo = new Date(Date.now() - 29 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: thirtyOneMinutesAgo })
      .where(eq(sessions.id, await sessionOf(idle.refreshToken)));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twentyNineMinutesAgo })
      .where(eq(sessions.id, await sessionOf(busy.refreshToken)));
    expect((await listClients(idle.accessToken)).statusCode).toBe(401);
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401);
    expect((await listClients(busy.accessToken)).statusCode).toBe(200);
    // The request counted as activity: the session is not idle any more.
    const [touched] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionOf(busy.refreshToken)));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(10_000);
    expect((await refresh(busy.refreshToken)).statusCode).toBe(200);
  });
});

describe('POST /v1/identity/connect/revoke-token (Sair)', () => {
  it('ends the session: its refresh token and its access token are refused at once', async () => {
    const session = await login(ADMIN);
    const other = await login(ADMIN);
    const response = await revoke(session.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await listClients(session.accessToken)).statusCode).toBe(401);
    // Only that session: the same user's other session goes on.
    expect((await listClients(other.accessToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers the same for an unknown or already revoked token', async () => {
    const session = await login(ADMIN);
    expect(body(await revoke(session.refreshToken))).toEqual({ success: true });
    expect(body(await revoke(session.refreshToken))).toEqual({ success: true });
    expect(body(await revoke('nao-existe'))).toEqual({ success: true });
    expect((await t.call('POST', '/v1/identity/connect/revoke-token', { body: {} })).statusCode).toBe(400);
  });
});

describe('a password change ends the account’s other sessions', () => {
  it('keeps the session that changed it and ends the others', async () => {
    const current = await login(MANAGER);
    const other = await login(MANAGER);
    const changed = await t.call('POST', '/v1/identity/account/change-current-password', {
      token: current.accessToken,
      body: {
        currentPassword: 'demo1234',
        password: 'caminho-da-serra',
        passwordConfirmation: 'caminho-da-serra',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await listClients(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await listClients(current.accessToken)).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
  });
});
