import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../src/http/log-serializers.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const logLines: string[] = [];
const t = setupTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => logLines.push(line) } });

describe('security headers', () => {
  it('sends the usual headers and no-store on identity and data answers', async () => {
    const login = await t.call('POST', '/v1/identity/connect/token', { body: ADMIN });
    const list = await t.call('GET', '/v1/backoffice/clients/', { token: await t.tokenOf(ADMIN) });
    for (const response of [login, list]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // Errors too: a 401 carries no-store as well.
    expect((await t.call('GET', '/v1/backoffice/clients/')).headers['cache-control']).toBe('no-store');
  });

  it('gives the OpenAPI page a policy that admits its inline styles, and no inline script', async () => {
    const page = await t.call('GET', '/docs');
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    // Checked in Chromium: the page renders under this policy without a violation in the console.
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toMatch(/script-src 'self'(;|$| 'sha256)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy.match(/unsafe-inline/g)).toHaveLength(1);
    const data = await t.call('POST', '/v1/identity/connect/token', { body: ADMIN });
    expect(data.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('compression', () => {
  it('gzips a large answer for a client that accepts it, and not for one that does not', async () => {
    const token = await t.tokenOf(ADMIN);
    const url = '/v1/backoffice/clients/?perPage=100';
    const zipped = await t.call('GET', url, { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.call('GET', url, { token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('hostile inputs answer 400, never 500', () => {
  const token = () => t.tokenOf(ADMIN);

  it('a NUL character in a JSON string', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/identity/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"admin@demo.com.br\\u0000","password":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, errors: ['A requisição contém caracteres inválidos.'] });
    const create = await t.call('POST', '/v1/backoffice/clients/', {
      token: await token(),
      body: { nomeFantasia: 'A\u0000B', razaoSocial: 'X', cnpj: '11222333000181' },
    });
    expect(create.statusCode).toBe(400);
  });

  it('a NUL character in a query value or a path', async () => {
    const query = await t.call('GET', '/v1/backoffice/clients/?nomeFantasia=a%00b', { token: await token() });
    expect(query.statusCode).toBe(400);
    expect(body(query).errors).toEqual(['A requisição contém caracteres inválidos.']);
    const path = await t.call('GET', '/v1/backoffice/clients/1%00', { token: await token() });
    expect(path.statusCode).toBe(400);
  });

  it.each(['1e300', '-1', '0', '2.5', '99999999'])('Page=%s', async (page) => {
    const response = await t.call('GET', `/v1/backoffice/clients/?Page=${page}`, { token: await token() });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual(['Página inválida: informe um número inteiro de 1 a 1000000.']);
  });

  it('the last page allowed is an empty page, not an error', async () => {
    const response = await t.call('GET', '/v1/backoffice/clients/?Page=1000000', { token: await token() });
    expect(response.statusCode).toBe(200);
    expect(body(response).data.itens).toEqual([]);
  });
});

describe('logs', () => {
  it('never hold query strings, e-mails or passwords', async () => {
    logLines.length = 0;
    await t.call('GET', '/v1/backoffice/clients/?nomeFantasia=joana.silva%40exemplo.com.br', {
      token: await t.tokenOf(ADMIN),
    });
    await t.call('POST', '/v1/identity/connect/token', {
      body: { email: 'joana.silva@exemplo.com.br', password: 'segredo-da-joana' },
    });
    const text = logLines.join('\n');
    expect(text).toContain('/v1/backoffice/clients/');
    expect(text).not.toContain('joana');
    expect(text).not.toContain('segredo');
    expect(text).not.toContain('nomeFantasia');
  });

  it('describe a database error without its SQL or parameters', async () => {
    const error = await t.db
      .execute(sql`select ${'joana.silva@exemplo.com.br'}::int`)
      .catch((e: unknown) => e);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('joana');
    expect(logged).not.toContain('select');
  });
});
