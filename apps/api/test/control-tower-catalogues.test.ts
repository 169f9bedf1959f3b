import { describe, expect, it } from 'vitest';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const admin = () => t.tokenOf(ADMIN);
const call = async (method: string, path: string, payload?: unknown) =>
  t.call(method, path, { token: await admin(), body: payload });
const shortList = async (path: string) =>
  body(await call('GET', path)).data as Array<{ value: number; text: string }>;

describe('products and justifications', () => {
  it('take their type default when the form leaves it, and list their type', async () => {
    const product = await call('POST', '/v1/backoffice/product-types', {
      code: 'CAL',
      name: 'Calcário',
      description: 'Calcário agrícola',
    });
    expect(product.statusCode).toBe(201);
    expect(body(product).data).toMatchObject({ code: 'CAL', type: 'DryLoad', isActive: true });
    const justification = await call('POST', '/v1/backoffice/justifications', {
      code: 'DOC',
      description: 'Documentação pendente',
    });
    expect(body(justification).data).toMatchObject({ type: 'Cancellation' });
    const modification = await call('POST', '/v1/backoffice/justifications', {
      code: 'HORA',
      description: 'Mudança de horário',
      type: 'Modification',
    });
    expect(body(modification).data.type).toBe('Modification');
  });

  it('refuse a missing description or an unknown type under their fields', async () => {
    const missing = await call('POST', '/v1/backoffice/product-types', { code: 'X1', name: 'Sem descrição' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body(missing).fieldErrors)).toEqual(['description']);
    const unknown = await call('POST', '/v1/backoffice/justifications', {
      code: 'X2',
      description: 'Tipo estranho',
      type: 'Delay',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(body(unknown).fieldErrors)).toEqual(['type']);
  });

  it('offer only active records in their short lists, and let a Manager read but not write', async () => {
    const products = await shortList('/v1/backoffice/product-types/short');
    expect(products.map((option) => option.text)).toContain('Soja em grãos');
    expect(products.map((option) => option.text)).not.toContain('Contêiner');
    const manager = await t.tokenOf(MANAGER);
    expect((await t.call('GET', '/v1/backoffice/justifications', { token: manager })).statusCode).toBe(200);
    const refused = await t.call('POST', '/v1/backoffice/justifications', {
      token: manager,
      body: { code: 'MGR', description: 'Gestor' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('routes', () => {
  it('join two different references, named "origin → destination" in their short list', async () => {
    const [first, second] = await shortList('/v1/backoffice/references/short');
    const created = await call('POST', '/v1/backoffice/routes', {
      originId: second!.value,
      destinationId: first!.value,
    });
    expect(created.statusCode).toBe(201);
    expect(body(created).data).toMatchObject({ originName: second!.text, destinationName: first!.text });
    const routes = await shortList('/v1/backoffice/routes/short');
    expect(routes.map((option) => option.text)).toContain(`${second!.text} → ${first!.text}`);
  });

  it('refuse the same origin and destination on create and on update, with the spec’s message', async () => {
    const [reference] = await shortList('/v1/backoffice/references/short');
    const same = await call('POST', '/v1/backoffice/routes', {
      originId: reference!.value,
      destinationId: reference!.value,
    });
    expect(same.statusCode).toBe(400);
    expect(body(same).fieldErrors).toEqual({ destinationId: 'Origem e destino não podem ser iguais.' });

    const [route] = body(await call('GET', '/v1/backoffice/routes?perPage=1')).data.itens as Array<{
      id: number;
      originId: number;
    }>;
    const updated = await call('PUT', `/v1/backoffice/routes/${route!.id}`, {
      originId: route!.originId,
      destinationId: route!.originId,
    });
    expect(updated.statusCode).toBe(400);
    expect(body(updated).fieldErrors).toEqual({ destinationId: 'Origem e destino não podem ser iguais.' });
  });

  it('keep one route per origin and destination pair, and have no activate or deactivate call', async () => {
    const [route] = body(await call('GET', '/v1/backoffice/routes?perPage=1')).data.itens as Array<{
      id: number;
      originId: number;
      destinationId: number;
    }>;
    const again = await call('POST', '/v1/backoffice/routes', {
      originId: route!.originId,
      destinationId: route!.destinationId,
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).errors).toEqual(['Já existe uma rota com esta origem e este destino.']);
    // The reverse trip is another route.
    const reverse = await call('POST', '/v1/backoffice/routes', {
      originId: route!.destinationId,
      destinationId: route!.originId,
    });
    expect(reverse.statusCode).toBe(201);
    expect((await call('PUT', `/v1/backoffice/routes/${route!.id}/activate`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/backoffice/routes/${route!.id}/deactivate`)).statusCode).toBe(404);
  });

  it('filter by origin and by destination', async () => {
    const [route] = body(await call('GET', '/v1/backoffice/routes?perPage=1')).data.itens as Array<{
      originId: number;
      destinationId: number;
    }>;
    const byOrigin = body(await call('GET', `/v1/backoffice/routes?originId=${route!.originId}`)).data
      .itens as Array<{ originId: number }>;
    expect(byOrigin.length).toBeGreaterThan(0);
    expect(byOrigin.every((found) => found.originId === route!.originId)).toBe(true);
    const byDestination = body(
      await call('GET', `/v1/backoffice/routes?destinationId=${route!.destinationId}`),
    ).data.itens as Array<{ destinationId: number }>;
    expect(byDestination.every((found) => found.destinationId === route!.destinationId)).toBe(true);
  });
});
