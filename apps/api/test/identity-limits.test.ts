import { describe, expect, it } from 'vitest';
import { devOutbox } from '../src/modules/dev/outbox.ts';
import { buildApp } from '../src/app.ts';
import { rateLimitCounters } from '../src/db/identity-tables.ts';
import { countHit, sweepEndedWindows } from '../src/modules/identity/rate-limit-store.ts';
import { ADMIN, body, MANAGER, setupTestApp, eventually, testConfig } from './helpers/test-app.ts';
import { eq } from 'drizzle-orm';

// A lock of one second, so the tests can watch it end.
const t = setupTestApp({ config: { throttle: { lockSeconds: 1, addressFailures: 12 } } });

const signIn = (email: string, password: string, address = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/identity/connect/token',
    remoteAddress: address,
    payload: { email, password },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed sign-ins per account', () => {
  it('locks the account after 5 failures, refuses even the right password, and recovers', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(MANAGER.email, `errada-${i}`, '10.0.1.1')).statusCode).toBe(400);
    const locked = await signIn(MANAGER.email, MANAGER.password, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toEqual({
      success: false,
      errors: ['Muitas tentativas de login sem sucesso. Aguarde 1 minuto e tente novamente.'],
    });
    expect(Number(locked.headers['retry-after'])).toBe(1);
    await sleep(1100);
    // The lock ended; one more failure doubles it.
    expect((await signIn(MANAGER.email, 'errada-de-novo', '10.0.1.1')).statusCode).toBe(400);
    const doubled = await signIn(MANAGER.email, MANAGER.password, '10.0.1.1');
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(2);
    await sleep(2100);
    expect((await signIn(MANAGER.email, MANAGER.password, '10.0.1.1')).statusCode).toBe(200);
    // A success clears the count: the next typo is a plain 400 again.
    expect((await signIn(MANAGER.email, 'errada', '10.0.1.1')).statusCode).toBe(400);
    expect((await signIn(MANAGER.email, MANAGER.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('lets through at most the allowed attempts of a parallel burst', async () => {
    const email = 'ninguem@demo.com.br';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(email, `chute-${i}`, `10.0.2.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
  });
});

describe('failed sign-ins per address', () => {
  it('locks an address that fails across many accounts, and only that address', async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await signIn(`conta-${i}@demo.com.br`, 'chute', '10.0.3.1')).statusCode).toBe(400);
    const locked = await signIn(ADMIN.email, ADMIN.password, '10.0.3.1');
    expect(locked.statusCode).toBe(429);
    expect((await signIn(ADMIN.email, ADMIN.password, '10.0.3.2')).statusCode).toBe(200);
  });

  it('never refuses an office’s staff signing in all day from one address', async () => {
    // Many correct sign-ins, a typo now and then: well under every limit.
    for (let round = 0; round < 10; round += 1) {
      expect((await signIn(ADMIN.email, ADMIN.password, '10.0.4.1')).statusCode).toBe(200);
      expect((await signIn(MANAGER.email, MANAGER.password, '10.0.4.1')).statusCode).toBe(200);
      if (round % 3 === 0)
        expect((await signIn(MANAGER.email, 'digitou-errado', '10.0.4.1')).statusCode).toBe(400);
    }
  });
});

describe('wrong current passwords', () => {
  it('locks the password change after 5 wrong current passwords', async () => {
    const token = body(await t.call('POST', '/v1/identity/connect/token', { body: ADMIN })).data
      .accessToken as string;
    const change = (currentPassword: string) =>
      t.call('POST', '/v1/identity/account/change-current-password', {
        token,
        body: { currentPassword, password: 'caminho-da-serra', passwordConfirmation: 'caminho-da-serra' },
      });
    for (let i = 0; i < 5; i += 1)
      expect(body(await change(`errada-${i}`)).errors).toEqual(['Senha atual incorreta.']);
    const locked = await change(ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(body(locked).errors).toEqual([
      'Muitas tentativas com a senha atual incorreta. Aguarde 1 minuto e tente novamente.',
    ]);
  });
});

describe('password reset requests', () => {
  it('sends at most 3 e-mails per account per hour and still answers success', async () => {
    const mailsTo = async (email: string) =>
      (await t.db.select().from(devOutbox).where(eq(devOutbox.toAddress, email))).length;
    const before = await mailsTo(ADMIN.email);
    for (let i = 0; i < 10; i += 1) {
      const response = await t.call('POST', '/v1/identity/account/request-password-reset', {
        body: { email: ADMIN.email },
      });
      expect(body(response)).toEqual({ success: true });
    }
    // The queue sends what the limit lets through, a moment after the requests answered.
    await eventually(
      () => mailsTo(ADMIN.email),
      (now) => now - before >= 3,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(ADMIN.email)) - before).toBe(3);
  });
});

describe('the overall rate of identity calls per address', () => {
  const limited = setupTestApp({
    config: { throttle: { identityCallsPerWindow: 5, identityCallsWindowSeconds: 1 } },
  });

  it('answers 429 in the envelope past the limit, and recovers after the window', async () => {
    const call = () =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/identity/account/request-password-reset',
        remoteAddress: '10.0.5.1',
        payload: { email: 'ninguem@demo.com.br' },
      });
    for (let i = 0; i < 5; i += 1) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      success: false,
      errors: ['Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.'],
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected, nor are data calls.
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/v1/identity/account/request-password-reset',
      remoteAddress: '10.0.5.2',
      payload: { email: 'ninguem@demo.com.br' },
    });
    expect(elsewhere.statusCode).toBe(200);
    await sleep(1100);
    expect((await call()).statusCode).toBe(200);
  });

  it('counts a parallel burst exactly, one number per call, and sweeps the windows that ended', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(limited.db, 'test:burst', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await countHit(limited.db, 'test:ended', 1);
    await sweepEndedWindows(limited.db, new Date(Date.now() + 1_000));
    const keys = (await limited.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain('test:ended');
    expect(keys).toContain('test:burst');
  });

  it('holds across API processes on the same database: their calls count together', async () => {
    const throttle = { identityCallsPerWindow: 5, identityCallsWindowSeconds: 60 };
    const second = await buildApp({ db: limited.db, config: testConfig({ throttle }) });
    try {
      const call = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/v1/identity/account/request-password-reset',
          remoteAddress: '10.0.6.1',
          payload: { email: 'ninguem@demo.com.br' },
        });
      // Three calls on one process and two on the other reach the limit of five for the address.
      for (const app of [limited.app, second, limited.app, second, limited.app])
        expect((await call(app)).statusCode).toBe(200);
      expect((await call(second)).statusCode).toBe(429);
      expect((await call(limited.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
