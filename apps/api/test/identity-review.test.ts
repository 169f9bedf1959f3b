import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createSmtpMailer } from '../src/mail/smtp-mailer.ts';
import { ADMIN, MANAGER, setupTestApp, testConfig } from './helpers/test-app.ts';

// The identity review's findings (ASVS 4.0.3 level 2) that concern the API's operation: each one as it was
// found, shown closed.

const root = mkdtempSync(path.join(tmpdir(), 'frota-api-review-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const production = {
  NODE_ENV: 'production',
  DATA_DIR: path.join(root, 'pglite'),
  JWT_SECRET: 'a-production-secret-of-enough-length-0123',
  SMTP_URL: 'smtp://smtp.exemplo.com.br:587',
  MAIL_FROM: 'nao-responda@exemplo.com.br',
};

const logLines: string[] = [];
const t = setupTestApp({
  config: { logLevel: 'info', corsOrigin: true },
  logStream: { write: (line) => logLines.push(line) },
});
const linesAfter = (mark: number) =>
  logLines.slice(mark).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the OpenAPI page in production', () => {
  it('is off unless DOCS_ENABLED says otherwise', async () => {
    expect(loadConfig(production).docsEnabled).toBe(false);
    expect(loadConfig({ ...production, DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).docsEnabled).toBe(true);
    const closed = await buildApp({ db: t.db, config: testConfig({ docsEnabled: false }) });
    try {
      for (const url of ['/docs', '/docs/json'])
        expect((await closed.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await closed.close();
    }
    expect((await t.call('GET', '/docs/json')).statusCode).toBe(200);
  });
});

describe('mail without TLS', () => {
  it('is refused in production unless SMTP_ALLOW_PLAINTEXT, so no reset link crosses the network in clear', async () => {
    expect(loadConfig(production).mail.allowPlaintext).toBe(false);
    expect(loadConfig({ ...production, SMTP_ALLOW_PLAINTEXT: 'true' }).mail.allowPlaintext).toBe(true);
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push('mail');
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const message = { to: 'gestor@demo.com.br', subject: 'Teste', text: 'Olá' };
    try {
      const strict = createSmtpMailer({ smtpUrl, from: 'a@b.c', allowPlaintext: false });
      await expect(strict.send(message)).rejects.toThrow();
      strict.close?.();
      expect(received).toEqual([]);
      const lenient = createSmtpMailer({ smtpUrl, from: 'a@b.c', allowPlaintext: true });
      await lenient.send(message);
      lenient.close?.();
      expect(received).toEqual(['mail']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the log', () => {
  it('keeps what a 500 was (its type, masked message and frames), not an empty object', async () => {
    const app = await buildApp({
      db: t.db,
      config: testConfig({ logLevel: 'error' }),
      logStream: { write: (line) => logLines.push(line) },
    });
    app.get('/v1/falha', async () => {
      throw new TypeError('não deu: o valor "secreto" sumiu');
    });
    const mark = logLines.length;
    try {
      expect((await app.inject({ method: 'GET', url: '/v1/falha' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const [line] = linesAfter(mark).filter(
      (entry) => entry['msg'] === 'erro interno ao atender a requisição',
    );
    expect(line?.['err']).toMatchObject({ type: 'TypeError', message: 'não deu: o valor "…" sumiu' });
    expect(String((line?.['err'] as { stack: string }).stack)).toContain('at ');
  });

  it("says on every line of an authenticated request who made it: the user's and the session's ids", async () => {
    const mark = logLines.length;
    const token = await t.tokenOf(MANAGER);
    expect((await t.call('GET', '/v1/backoffice/managers/', { token })).statusCode).toBe(403);
    const lines = linesAfter(mark).filter(
      (entry) =>
        (entry['req'] as { url?: string } | undefined)?.url === '/v1/backoffice/managers/' ||
        entry['msg'] === 'acesso negado',
    );
    const refused = lines.find((entry) => entry['msg'] === 'acesso negado');
    expect(refused).toMatchObject({ userId: expect.any(Number), sessionId: expect.any(Number) });
    const completed = linesAfter(mark).find(
      (entry) => entry['msg'] === 'request completed' && entry['userId'],
    );
    expect(completed).toMatchObject({ userId: refused?.['userId'], sessionId: refused?.['sessionId'] });
  });

  it('masks a CPF in a request path', async () => {
    const mark = logLines.length;
    const cpf = '52998224725';
    await t.call('GET', `/v1/backoffice/performance-history/cpf/${cpf}/report`, {
      token: await t.tokenOf(ADMIN),
    });
    const text = logLines.slice(mark).join('\n');
    expect(text).toContain('/cpf/***.***.***-25/report');
    expect(text).not.toContain(cpf);
  });
});

describe('development', () => {
  it('listens on this machine only by default; a server on every interface', () => {
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('sends no CORS headers from the dev outbox, which hands out reset links', async () => {
    const origin = { origin: 'http://outro-site.exemplo' };
    const outbox = await t.call('GET', '/v1/dev/outbox?to=a@b.c', { headers: origin });
    expect(outbox.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/dev/outbox?to=a@b.c',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const health = await t.call('GET', '/health', { headers: origin });
    expect(health.headers['access-control-allow-origin']).toBe(origin.origin);
  });
});

describe("an account's owner is told when its access changes", () => {
  const PASSWORD = 'Frota-Segura-2026';
  let serial = 0;
  async function newAdminAccount() {
    serial += 1;
    const email = `aviso.${serial}.${Date.now()}@empresa.com.br`;
    const response = await t.call('POST', '/v1/backoffice/backoffice-users', {
      token: await t.tokenOf(ADMIN),
      body: {
        email,
        firstName: 'Helena',
        lastName: 'Aviso',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: (JSON.parse(response.body) as { data: { id: number } }).data.id, email };
  }
  const mailTo = async (address: string) =>
    (
      JSON.parse((await t.call('GET', `/v1/dev/outbox?to=${encodeURIComponent(address)}`)).body) as {
        data: Array<{ subject: string; body: string }>;
      }
    ).data;

  it('a password change is told to the account’s address', async () => {
    const account = await newAdminAccount();
    const token = await t.tokenOf({ email: account.email, password: PASSWORD });
    const changed = await t.call('POST', '/v1/identity/account/change-current-password', {
      token,
      body: { currentPassword: PASSWORD, password: 'estrada-nova-9', passwordConfirmation: 'estrada-nova-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [notice] = await mailTo(account.email);
    expect(notice?.subject).toBe('Rota Premiada: sua senha foi alterada');
    expect(notice?.body).toContain('A senha da sua conta foi alterada em');
  });

  it('an e-mail changed by an Admin is told to the old address, and ends that account’s sessions', async () => {
    const account = await newAdminAccount();
    const token = await t.tokenOf({ email: account.email, password: PASSWORD });
    expect((await t.call('GET', '/v1/backoffice/clients/?Page=1', { token })).statusCode).toBe(200);
    const newEmail = `novo.${account.email}`;
    const edited = await t.call('PUT', `/v1/backoffice/backoffice-users/${account.id}`, {
      token: await t.tokenOf(ADMIN),
      body: { email: newEmail, firstName: 'Helena', lastName: 'Aviso' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [notice] = await mailTo(account.email);
    expect(notice?.subject).toBe('Rota Premiada: o e-mail da sua conta foi alterado');
    expect(notice?.body).toContain(`para ${newEmail}`);
    expect((await t.call('GET', '/v1/backoffice/clients/?Page=1', { token })).statusCode).toBe(401);
  });
});

describe('administrative changes', () => {
  it('are audit events: who changed which account, integration key or client, and from where', async () => {
    const token = await t.tokenOf(ADMIN);
    const mark = logLines.length;
    const created = await t.call('POST', '/v1/backoffice/backoffice-users', {
      token,
      body: {
        email: `auditado.${Date.now()}@empresa.com.br`,
        firstName: 'Olga',
        lastName: 'Auditada',
        password: 'Frota-Segura-2026',
        passwordConfirmation: 'Frota-Segura-2026',
      },
    });
    const userId = (JSON.parse(created.body) as { data: { id: number } }).data.id;
    const key = await t.call('POST', '/v1/backoffice/integration-keys', {
      token,
      body: { name: 'Auditada' },
    });
    const keyId = (JSON.parse(key.body) as { data: { id: number } }).data.id;
    await t.call('PUT', `/v1/backoffice/integration-keys/${keyId}/deactivate`, { token });
    await t.call('POST', '/v1/backoffice/vehicle-types', {
      token,
      body: { code: 'AUD1', name: 'Sem auditoria' },
    });
    const events = linesAfter(mark).filter((entry) => typeof entry['audit'] === 'string');
    const admin = events[0]?.['userId'];
    expect(events.map(({ audit, entity, recordId }) => ({ audit, entity, recordId }))).toEqual([
      { audit: 'record.create', entity: 'backoffice-users', recordId: userId },
      { audit: 'record.create', entity: 'integration-keys', recordId: keyId },
      { audit: 'record.inactivate', entity: 'integration-keys', recordId: keyId },
    ]);
    for (const event of events) expect(event).toMatchObject({ userId: admin, address: expect.any(String) });
    expect(JSON.stringify(events)).not.toContain('Frota-Segura-2026');
  });
});

describe('Sessões ativas (ASVS 3.3.4)', () => {
  const PASSWORD = 'Frota-Segura-2026';
  async function signInFrom(email: string, userAgent: string): Promise<string> {
    const response = await t.call('POST', '/v1/identity/connect/token', {
      body: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
    });
    return (JSON.parse(response.body) as { data: { accessToken: string } }).data.accessToken;
  }
  const sessionsOf = async (token: string) =>
    (
      JSON.parse((await t.call('GET', '/v1/identity/account/sessions', { token })).body) as {
        data: Array<{ id: number; current: boolean; userAgent: string | null; address: string | null }>;
      }
    ).data;

  it('a signed-in user sees their live sessions, ends one of the others, then all the others', async () => {
    const email = `sessoes.${Date.now()}@empresa.com.br`;
    const created = await t.call('POST', '/v1/backoffice/backoffice-users', {
      token: await t.tokenOf(ADMIN),
      body: {
        email,
        firstName: 'Sara',
        lastName: 'Sessões',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const office = await signInFrom(email, 'Mozilla/5.0 (Windows NT 10.0) Chrome/140 escritório');
    const phone = await signInFrom(email, 'Mozilla/5.0 (Linux; Android 14) Chrome/140 celular');
    const laptop = await signInFrom(email, 'Mozilla/5.0 (Macintosh) Safari/18 notebook');

    const listed = await sessionsOf(office);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current).map((session) => session.userAgent)).toEqual([
      'Mozilla/5.0 (Windows NT 10.0) Chrome/140 escritório',
    ]);
    expect(listed.every((session) => session.address)).toBe(true);

    const phoneSession = listed.find((session) => session.userAgent?.endsWith('celular'))!;
    const ended = await t.call('DELETE', `/v1/identity/account/sessions/${phoneSession.id}`, {
      token: office,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await t.call('GET', '/v1/identity/account/sessions', { token: phone })).statusCode).toBe(401);
    expect(await sessionsOf(office)).toHaveLength(2);

    // Another user's session is not theirs to end: not found, and it goes on.
    const adminSessions = await sessionsOf(await t.tokenOf(ADMIN));
    const notMine = await t.call('DELETE', `/v1/identity/account/sessions/${adminSessions[0]!.id}`, {
      token: office,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await sessionsOf(await t.tokenOf(ADMIN))).length).toBe(adminSessions.length);

    expect(
      (await t.call('POST', '/v1/identity/account/sessions/end-others', { token: office })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/v1/identity/account/sessions', { token: laptop })).statusCode).toBe(401);
    expect((await sessionsOf(office)).map((session) => session.current)).toEqual([true]);
  });
});
