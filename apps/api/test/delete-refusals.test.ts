import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cnpjFrom } from '../src/seed/documents.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const call = async (method: string, path: string, payload?: unknown) =>
  t.call(method, path, { token: await t.tokenOf(ADMIN), body: payload });
const created = async (path: string, payload: Record<string, unknown>): Promise<number> => {
  const response = await call('POST', path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.id as number;
};

describe('a refused delete names what is linked', () => {
  it('lists the linked kinds and their counts with the schemas’ labels, and keeps the record', async () => {
    const clientId = await created('/v1/backoffice/clients/', {
      nomeFantasia: 'Vínculos Teste',
      razaoSocial: 'Vínculos Teste LTDA',
      cnpj: cnpjFrom(10000077),
    });
    const unitId = await created('/v1/backoffice/business-units/', { name: 'Unidade Teste', clientId });
    for (const name of ['Operação Teste 1', 'Operação Teste 2'])
      await created('/v1/backoffice/fleets/', { operationName: name, clientId, businessUnitId: unitId });

    const unit = await call('DELETE', `/v1/backoffice/business-units/${unitId}`);
    expect(unit.statusCode).toBe(400);
    expect(body(unit).errors).toEqual([
      'Não é possível excluir: existem registros vinculados (2 operações).',
    ]);
    const client = await call('DELETE', `/v1/backoffice/clients/${clientId}`);
    expect(client.statusCode).toBe(400);
    expect(body(client).errors).toEqual([
      'Não é possível excluir: existem registros vinculados (1 unidade de negócio, 2 operações).',
    ]);
    expect((await call('GET', `/v1/backoffice/clients/${clientId}`)).statusCode).toBe(200);
  });

  it('keeps the plain refusal when only a table outside the schemas points at the record', async () => {
    const clientId = await created('/v1/backoffice/clients/', {
      nomeFantasia: 'Vínculo Externo',
      razaoSocial: 'Vínculo Externo LTDA',
      cnpj: cnpjFrom(10000078),
    });
    await t.db.execute(
      sql`CREATE TABLE test_outside_links (id serial PRIMARY KEY, client_id integer NOT NULL REFERENCES clients(id))`,
    );
    await t.db.execute(sql`INSERT INTO test_outside_links (client_id) VALUES (${clientId})`);
    const response = await call('DELETE', `/v1/backoffice/clients/${clientId}`);
    expect(body(response).errors).toEqual(['Não é possível excluir: existem registros vinculados.']);
  });
});
