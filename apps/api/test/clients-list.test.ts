import { describe, expect, it } from 'vitest';
import { PT_BR } from '../src/crud/repository.ts';
import { DEMO_COMPANIES } from '../src/seed/demo-companies.ts';
import { ADMIN, body, MANAGER, setupTestApp, clientOf } from './helpers/test-app.ts';

const t = setupTestApp();
const list = async (query: string, account = ADMIN) =>
  t.call('GET', `/v1/backoffice/clients/${query}`, { token: await t.tokenOf(account) });
const total = DEMO_COMPANIES.length;

describe('GET /v1/backoffice/clients/', () => {
  it('pages by 20, newest first, with the list envelope', async () => {
    const response = await list('?Page=1');
    expect(response.statusCode).toBe(200);
    const { success, data } = body(response);
    expect(success).toBe(true);
    expect(data).toMatchObject({
      totalItems: total,
      totalPages: Math.ceil(total / 20),
      page: 1,
      perPage: 20,
    });
    expect(data.itens).toHaveLength(20);
    const ids = data.itens.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(data.itens[0]).sort()).toEqual([
      'cnpj',
      'createdAt',
      'id',
      'isActive',
      'nomeFantasia',
      'razaoSocial',
    ]);
    expect(data.itens[0].createdAt).toMatch(/Z$/);
    const last = body(await list(`?Page=${data.totalPages}`)).data;
    expect(last.itens).toHaveLength(total - 20 * (data.totalPages - 1));
    expect(last).toMatchObject({ totalItems: total, totalPages: data.totalPages });
    const pastTheEnd = body(await list('?Page=99')).data;
    expect(pastTheEnd.itens).toEqual([]);
    expect(pastTheEnd).toMatchObject({ totalItems: total, totalPages: data.totalPages, page: 99 });
  });

  it('accepts perPage up to 100', async () => {
    expect(body(await list('?perPage=5')).data).toMatchObject({
      perPage: 5,
      totalPages: Math.ceil(total / 5),
    });
    expect(body(await list('?perPage=1000')).data).toMatchObject({ perPage: 100, totalPages: 1 });
    expect(body(await list('?perPage=abc')).data.perPage).toBe(20);
  });

  it('filters nomeFantasia by a case-insensitive substring', async () => {
    const data = body(await list('?nomeFantasia=CARGAS&perPage=100')).data;
    const expected = DEMO_COMPANIES.filter(([name]) => name.toLowerCase().includes('cargas')).map(
      ([name]) => name,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(data.itens.map((item: { nomeFantasia: string }) => item.nomeFantasia).sort()).toEqual(
      expected.sort(),
    );
    expect(data.totalItems).toBe(expected.length);
  });

  it('filters cnpj by its digits, ignoring the mask typed', async () => {
    const data = body(await list(`?cnpj=${encodeURIComponent('34.567.812')}`)).data;
    expect(data.itens.map((item: { nomeFantasia: string }) => item.nomeFantasia)).toEqual([
      'AgroVale Cargas',
    ]);
  });

  it('treats LIKE wildcards as plain characters and combines filters', async () => {
    expect(body(await list('?nomeFantasia=%25')).data.totalItems).toBe(0);
    expect(body(await list('?nomeFantasia=_')).data.totalItems).toBe(0);
    expect(body(await list('?nomeFantasia=cargas&cnpj=34567812')).data.totalItems).toBe(1);
  });

  it('is open to Manager, closed without a token', async () => {
    expect((await list('?Page=1', MANAGER)).statusCode).toBe(200);
    const anonymous = await t.call('GET', '/v1/backoffice/clients/');
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toEqual({
      success: false,
      errors: ['Sessão expirada, favor fazer login novamente.'],
    });
  });

  it('answers with and without the trailing slash', async () => {
    const token = await t.tokenOf(ADMIN);
    expect((await t.call('GET', '/v1/backoffice/clients', { token })).statusCode).toBe(200);
  });
});

describe('GET /v1/backoffice/clients/all', () => {
  it('returns every active client as { key, value, text }, ordered by text', async () => {
    const response = await t.call('GET', '/v1/backoffice/clients/all', { token: await t.tokenOf(ADMIN) });
    expect(response.statusCode).toBe(200);
    const items = body(response).data as Array<{ key: number; value: number; text: string }>;
    const active = DEMO_COMPANIES.filter((_, index) => index % 10 !== 7);
    expect(items).toHaveLength(active.length);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['key', 'text', 'value']);
      expect(item.value).toBe(item.key);
    }
    expect(items.map((item) => item.text)).toEqual(active.map(([name]) => name).sort(PT_BR.compare));
  });
});

describe("a Manager's client", () => {
  it('is the only client a Manager lists or picks', async () => {
    const own = await clientOf(t, MANAGER);
    const token = await t.tokenOf(MANAGER);
    const options = body(await t.call('GET', '/v1/backoffice/clients/all', { token })).data;
    expect(options.map((item: { value: number }) => item.value)).toEqual([own]);
    const page = body(await t.call('GET', '/v1/backoffice/clients/?Page=1', { token })).data;
    expect(page.totalItems).toBe(1);
    expect(page.itens[0].id).toBe(own);
    const other = options[0].value === 1 ? 2 : 1;
    expect((await t.call('GET', `/v1/backoffice/clients/${other}`, { token })).statusCode).toBe(404);
  });
});

describe('sorting by a sortable column', () => {
  const names = async (query: string) =>
    (body(await list(query, ADMIN)).data.itens as Array<{ nomeFantasia: string }>).map((c) => c.nomeFantasia);

  it('orders by the chosen column and direction (sort and order), the id breaking ties', async () => {
    const ascending = await names('?perPage=100&sort=nomeFantasia&order=asc');
    const descending = await names('?perPage=100&sort=nomeFantasia&order=desc');
    expect(ascending.length).toBeGreaterThan(20);
    expect(descending).toEqual([...ascending].reverse());
    expect(ascending).not.toEqual(await names('?perPage=100'));
  });

  it('ignores a column that is not sortable or a bad direction, keeping the default order', async () => {
    const byDefault = await names('?perPage=100');
    expect(await names('?perPage=100&sort=razaoSocial&order=asc')).toEqual(byDefault);
    expect(await names('?perPage=100&sort=nomeFantasia&order=sideways')).toEqual(byDefault);
  });
});
