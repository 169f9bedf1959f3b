import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { body, testConfig, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp({ seed: false });

describe("Fastify's own errors leave in the envelope, in pt-BR", () => {
  it('malformed JSON: 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/identity/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      success: false,
      errors: ['O corpo da requisição não é um JSON válido.'],
    });
  });

  it('unsupported content type: 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/identity/connect/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({
      success: false,
      errors: ['Tipo de conteúdo não suportado: envie application/json.'],
    });
  });

  it('unknown route: 404', async () => {
    const response = await t.call('GET', '/v1/nao-existe?x=1');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, errors: ['Rota não encontrada: GET /v1/nao-existe.'] });
  });

  it('a missing field of a route schema: 400 naming the field', async () => {
    const response = await t.call('POST', '/v1/identity/account/request-password-reset', { body: {} });
    expect(body(response)).toEqual({ success: false, errors: ['O campo E-mail é obrigatório.'] });
  });
});

describe('documentation and cross-origin calls', () => {
  it('serves the OpenAPI document with the identity and the generated entity routes', async () => {
    const response = await t.call('GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    const document = body(response);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/identity/connect/token',
        '/v1/backoffice/clients/',
        '/v1/backoffice/clients/{id}/activate',
      ]),
    );
    const create = document.paths['/v1/backoffice/clients/'].post;
    expect(create.tags).toEqual(['Clientes']);
    expect(create.requestBody.content['application/json'].schema.required).toEqual([
      'nomeFantasia',
      'razaoSocial',
      'cnpj',
    ]);
    expect((await t.call('GET', '/docs')).statusCode).toBeLessThan(400);
  });

  it('answers CORS preflights', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/backoffice/clients/',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('registers the dev outbox outside production only', async () => {
    expect((await t.call('GET', '/v1/dev/outbox?to=a@b.c')).statusCode).toBe(200);
    const production = await buildApp({
      db: t.db,
      config: testConfig({
        nodeEnv: 'production',
        mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.c', allowPlaintext: false },
      }),
    });
    expect((await production.inject({ method: 'GET', url: '/v1/dev/outbox?to=a@b.c' })).statusCode).toBe(404);
    await production.close();
  });
});

describe('CORS', () => {
  it.each(['PUT', 'DELETE'])(
    'a browser on another origin may send %s with a bearer token',
    async (method) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/v1/backoffice/clients/1',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    },
  );
});
