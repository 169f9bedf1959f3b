import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/identity-tables.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const login = (credentials: { email: string; password: string }) =>
  t.call('POST', '/v1/identity/connect/token', { body: credentials });
const refresh = (refreshToken: string) =>
  t.call('POST', '/v1/identity/connect/refresh-token', { body: { refreshToken } });

describe('POST /v1/identity/connect/token', () => {
  it('returns the session the portal stores', async () => {
    const before = Date.now();
    const response = await login(ADMIN);
    const answered = Date.now();
    expect(response.statusCode).toBe(200);
    const { success, data } = body(response);
    expect(success).toBe(true);
    expect(data).toMatchObject({
      isLogged: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      userData: {
        id: expect.any(Number),
        profile: 'Admin',
        firstName: 'Ana Paula',
        lastName: 'Ribeiro',
        email: ADMIN.email,
      },
    });
    expect(data.expiresIn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Issued between the call and its answer (a sign-in hashes a password: seconds on a busy machine).
    const expires = Date.parse(data.expiresIn);
    expect(expires).toBeGreaterThanOrEqual(before + 900_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(answered + 900_000);
    const stored = await t.db.select().from(refreshTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(data.refreshToken);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await login({ ...ADMIN, email: ' Admin@Demo.com.BR ' })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { ...ADMIN, password: 'errada123' }],
    ['an unknown e-mail', { email: 'ninguem@demo.com.br', password: 'demo1234' }],
  ])('answers 400 "E-mail ou senha inválidos." for %s', async (_, credentials) => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, errors: ['E-mail ou senha inválidos.'] });
  });

  it('refuses an inactive user with the same message', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'gestor@demo.com.br'));
    const response = await login({ email: 'gestor@demo.com.br', password: 'demo1234' });
    expect(body(response)).toEqual({ success: false, errors: ['E-mail ou senha inválidos.'] });
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, 'gestor@demo.com.br'));
  });

  it('answers 400 in pt-BR when a field is missing or empty', async () => {
    const missing = await t.call('POST', '/v1/identity/connect/token', { body: { email: ADMIN.email } });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({ success: false, errors: ['O campo Senha é obrigatório.'] });
    const empty = await login({ email: '', password: '' });
    expect(body(empty).errors).toEqual(['O campo E-mail é obrigatório.', 'O campo Senha é obrigatório.']);
  });
});

describe('POST /v1/identity/connect/refresh-token', () => {
  it('rotates: new tokens, and the old refresh token is revoked and replaced', async () => {
    const first = body(await login(ADMIN)).data;
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = body(response).data;
    expect(Object.keys(second).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // Issued within the same second as the first, and still a new token.
    expect(second.accessToken).not.toBe(first.accessToken);
    const me = await t.call('GET', '/v1/backoffice/clients/', { token: second.accessToken });
    expect(me.statusCode).toBe(200);
    const rows = await t.db.select().from(refreshTokens);
    const old = rows.find((row) => row.replacedById !== null && row.revokedAt !== null);
    expect(old).toBeDefined();
  });

  it('detects reuse of a rotated token: 401 and every session of the user revoked', async () => {
    const first = body(await login(ADMIN)).data;
    const second = body(await refresh(first.refreshToken)).data;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toEqual({
      success: false,
      errors: ['Sessão expirada, favor fazer login novamente.'],
    });
    // The legitimate successor was revoked with the rest of the chain.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 to an unknown or expired token', async () => {
    expect((await refresh('nao-existe')).statusCode).toBe(401);
    const { refreshToken } = body(await login(ADMIN)).data;
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 without, with a malformed and with a forged token', async () => {
    expect((await t.call('GET', '/v1/backoffice/clients/')).statusCode).toBe(401);
    expect((await t.call('GET', '/v1/backoffice/clients/', { token: 'abc' })).statusCode).toBe(401);
    const token = body(await login(ADMIN)).data.accessToken as string;
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await t.call('GET', '/v1/backoffice/clients/', { token: forged });
    expect(response.statusCode).toBe(401);
    expect(body(response).errors).toEqual(['Sessão expirada, favor fazer login novamente.']);
  });
});
