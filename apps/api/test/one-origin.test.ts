import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyHeader } from '../src/http/content-security-policy.ts';
import { registerErrorHandling } from '../src/http/error-handler.ts';
import { IMMUTABLE, REVALIDATE } from '../src/http/portal-files.ts';
import { buildApp } from '../src/app.ts';
import { openTestDatabase } from './helpers/database.ts';
import { body, setupTestApp, testConfig } from './helpers/test-app.ts';

/** A portal build as Vite writes it: the page, a hashed script, each with its brotli and gzip files. */
function portalBuild(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'frota-portal-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html':
      '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>',
    'assets/index-AbC123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, script: files['assets/index-AbC123.js'] };
}

const build = portalBuild();
const logLines: string[] = [];
const t = setupTestApp({
  seed: false,
  config: { portalDir: build.dir, logLevel: 'info' },
  logStream: { write: (line) => logLines.push(line) },
});

describe('the portal on the API origin', () => {
  it('serves hashed assets for a year, precompressed as the browser accepts, with an ETag', async () => {
    const brotli = await t.call('GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['etag']).toBeTruthy();
    const gzip = await t.call('GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.call('GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
    const again = await t.call('GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers the page, revalidated, under the strict policy, at / and at every portal route', async () => {
    for (const url of ['/', '/backoffice/clientes/list', '/torre/index.tsx', '/reset-password?token=x']) {
      const page = await t.call('GET', url, { headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(page.body).toContain('/assets/index-AbC123.js');
      expect(page.headers['content-security-policy']).toBe(
        policyHeader(contentSecurityPolicy({ mapsEnabled: false })).replaceAll('; ', ';'),
      );
      expect(page.headers['reporting-endpoints']).toBe('csp="/v1/csp-reports"');
    }
  });

  it('never answers the page for the API, the operations or a missing file: those are 404s', async () => {
    for (const url of [
      '/v1/nothing-here',
      '/health/x',
      '/assets/gone-123.js',
      '/favicon.png',
      '/docs/nope',
    ]) {
      const answer = await t.call('GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await t.call('POST', '/backoffice/clientes/list')).statusCode).toBe(404);
  });

  it('logs the CSP violations browsers report, in both report formats', async () => {
    const legacy = await t.call('POST', '/v1/csp-reports', {
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/torre/index.tsx',
          'blocked-uri': 'https://evil.example/x.js',
          'effective-directive': 'script-src-elem',
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const reporting = await t.call('POST', '/v1/csp-reports', {
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://localhost/',
            blockedURL: 'inline',
            effectiveDirective: 'script-src-elem',
          },
        },
      ]),
    });
    expect(reporting.statusCode).toBe(204);
    const logged = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'violação de CSP');
    expect(logged.map((line) => line.cspViolations[0].blocked)).toEqual([
      'https://evil.example/x.js',
      'inline',
    ]);
    const garbage = await t.call('POST', '/v1/csp-reports', {
      headers: { 'content-type': 'application/csp-report' },
      body: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('operations', () => {
  it('says the database answers on /ready, and names every answer by its request id', async () => {
    const ready = await t.call('GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(body(ready)).toEqual({ success: true });
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.call('GET', '/health');
    expect(other.headers['x-request-id']).not.toBe(ready.headers['x-request-id']);
    const missing = await t.call('GET', '/v1/nothing-here');
    const id = String(missing.headers['x-request-id']);
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.requestId === id);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('answers 503 on /ready when the database does not', async () => {
    const handle = await openTestDatabase();
    const app = await buildApp({ db: handle.db, config: testConfig() });
    await app.ready();
    try {
      await handle.close();
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(body(ready).errors).toEqual(['O banco de dados não responde.']);
    } finally {
      // Its job queue cannot stop cleanly on a closed database.
      await app.close().catch(() => undefined);
    }
  });
});

describe('a database that cannot be reached', () => {
  const reasons: Array<[string, Error]> = [
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'shut down',
      new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) }),
    ],
    [
      'starting',
      new Error('Failed query', { cause: Object.assign(new Error('starting up'), { code: '57P03' }) }),
    ],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['dropped', new Error('Connection terminated unexpectedly')],
  ];

  it('answers 503 in pt-BR with Retry-After, never 500, whatever the driver says', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    for (const [name, error] of reasons)
      app.get(`/v1/${name.replace(' ', '-')}`, async () => {
        throw error;
      });
    app.get('/v1/bug', async () => {
      throw new TypeError('undefined is not a function');
    });
    for (const [name] of reasons) {
      const answer = await app.inject({ method: 'GET', url: `/v1/${name.replace(' ', '-')}` });
      expect(answer.statusCode, name).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(body(answer).errors).toEqual([
        'O sistema está temporariamente indisponível. Tente novamente em alguns segundos.',
      ]);
    }
    const bug = await app.inject({ method: 'GET', url: '/v1/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});

describe('the page policy with a Google Maps key', () => {
  it("adds exactly Google's documented hosts, and never inline or eval for scripts", () => {
    const policy = contentSecurityPolicy({ mapsEnabled: true });
    expect(policy['scriptSrc']).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      '*.google.com',
      'https://*.ggpht.com',
      '*.googleusercontent.com',
      'blob:',
    ]);
    expect(policy['frameSrc']).toEqual(['*.google.com']);
    expect(policy['connectSrc']).toContain("'self'");
    expect(policy['frameAncestors']).toEqual(["'none'"]);
    expect(policy['objectSrc']).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ mapsEnabled: false })['connectSrc']).toEqual(["'self'"]);
  });
});
