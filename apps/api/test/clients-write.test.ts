import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/generated/entity-tables.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../src/db/pg-errors.ts';
import { cnpjFrom } from '../src/seed/documents.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const base = '/v1/backoffice/clients';
const admin = () => t.tokenOf(ADMIN);

/** Makes a row of a table of the test's own point at a client, as a later entity's foreign key will. */
async function referenceClientFromAnotherTable(clientId: number): Promise<number> {
  await t.db.execute(
    sql`CREATE TABLE IF NOT EXISTS test_client_links (id serial PRIMARY KEY, client_id integer NOT NULL REFERENCES clients(id))`,
  );
  await t.db.execute(sql`INSERT INTO test_client_links (client_id) VALUES (${clientId})`);
  return clientId;
}
const valid = (company: number) => ({
  nomeFantasia: 'Nova Frota',
  razaoSocial: 'Nova Frota Transportes LTDA',
  cnpj: cnpjFrom(company),
});

describe('clients as Admin', () => {
  it('creates a client from a cleaned payload: trimmed, unknown and read-only fields dropped', async () => {
    const payload = {
      ...valid(10000001),
      nomeFantasia: '  Nova Frota  ',
      id: 999,
      isActive: false,
      hack: 'x',
    };
    const response = await t.call('POST', `${base}/`, { token: await admin(), body: payload });
    expect(response.statusCode).toBe(201);
    const { data } = body(response);
    expect(data).toMatchObject({
      nomeFantasia: 'Nova Frota',
      razaoSocial: 'Nova Frota Transportes LTDA',
      cnpj: cnpjFrom(10000001),
      isActive: true,
    });
    expect(data.id).not.toBe(999);
    expect(data).not.toHaveProperty('hack');
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000);
  });

  it('gets, updates, inactivates, activates and deletes', async () => {
    const token = await admin();
    const { id } = body(await t.call('POST', base, { token, body: valid(10000002) })).data;
    expect(body(await t.call('GET', `${base}/${id}`, { token })).data).toMatchObject({
      id,
      nomeFantasia: 'Nova Frota',
    });

    const updated = await t.call('PUT', `${base}/${id}`, {
      token,
      body: { ...valid(10000002), nomeFantasia: 'Frota Renomeada' },
    });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).data).toMatchObject({
      id,
      nomeFantasia: 'Frota Renomeada',
      cnpj: cnpjFrom(10000002),
    });

    // The portal sends Content-Type: application/json with no body on these calls.
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const off = await t.app.inject({ method: 'PUT', url: `${base}/${id}/inactivate`, headers });
    expect(body(off)).toMatchObject({ success: true, data: { id, isActive: false } });
    const on = await t.app.inject({ method: 'PUT', url: `${base}/${id}/activate`, headers });
    expect(body(on)).toMatchObject({ success: true, data: { id, isActive: true } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers });
    expect(body(deleted)).toMatchObject({ success: true, data: { id, nomeFantasia: 'Frota Renomeada' } });
    const gone = await t.call('GET', `${base}/${id}`, { token });
    expect(gone.statusCode).toBe(404);
    expect(body(gone)).toEqual({ success: false, errors: ['Cliente não encontrado.'] });
  });

  it('answers 404 with the entity message for a missing or malformed id', async () => {
    const token = await admin();
    for (const [method, url] of [
      ['GET', `${base}/999999`],
      ['PUT', `${base}/999999`],
      ['DELETE', `${base}/999999`],
      ['PUT', `${base}/999999/activate`],
      ['PUT', `${base}/999999/inactivate`],
      ['GET', `${base}/abc`],
    ] as const) {
      const response = await t.call(method, url, {
        token,
        body: method === 'PUT' ? valid(10000003) : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(body(response).errors).toEqual(['Cliente não encontrado.']);
    }
  });

  it('validates in pt-BR with the schema messages', async () => {
    const token = await admin();
    const missing = await t.call('POST', base, {
      token,
      body: { razaoSocial: 'X LTDA', cnpj: cnpjFrom(10000004) },
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({
      success: false,
      errors: ['O campo Nome Fantasia é obrigatório.'],
      fieldErrors: { nomeFantasia: 'O campo Nome Fantasia é obrigatório.' },
    });
    const blank = await t.call('POST', base, { token, body: { ...valid(10000004), nomeFantasia: '   ' } });
    expect(body(blank).errors).toEqual(['O campo Nome Fantasia é obrigatório.']);
    const badCnpj = await t.call('POST', base, {
      token,
      body: { ...valid(10000004), cnpj: '12345678000190' },
    });
    expect(body(badCnpj).errors).toEqual(['CNPJ inválido: confira os números digitados.']);
    const masked = await t.call('POST', base, {
      token,
      body: { ...valid(10000004), cnpj: '12.345.678/0001-95' },
    });
    expect(body(masked).errors).toEqual(['Informe os 14 dígitos do CNPJ.']);
    const shortCnpj = await t.call('POST', base, { token, body: { ...valid(10000004), cnpj: '12.345.678' } });
    expect(body(shortCnpj).errors).toEqual(['Informe os 14 dígitos do CNPJ.']);
    const long = await t.call('POST', base, {
      token,
      body: { ...valid(10000004), nomeFantasia: 'x'.repeat(151) },
    });
    expect(body(long).errors).toEqual(['O campo Nome Fantasia deve ter no máximo 150 caracteres.']);
    const edit = await t.call('PUT', `${base}/2`, { token, body: { nomeFantasia: 'Só o nome' } });
    expect(body(edit).errors).toEqual(['O campo Razão Social é obrigatório.', 'O campo CNPJ é obrigatório.']);
    const notObject = await t.call('POST', base, { token, body: [1, 2] });
    expect(body(notObject).errors).toHaveLength(3);
  });

  it('refuses a duplicate CNPJ with the entity message, on create and on update', async () => {
    const token = await admin();
    const [existing] = await t.db.select().from(clients).where(eq(clients.id, 5));
    const duplicate = await t.call('POST', base, { token, body: { ...valid(0), cnpj: existing?.cnpj } });
    expect(duplicate.statusCode).toBe(400);
    expect(body(duplicate)).toEqual({
      success: false,
      errors: ['Já existe um cliente com este CNPJ.'],
      fieldErrors: { cnpj: 'Já existe um cliente com este CNPJ.' },
    });
    const update = await t.call('PUT', `${base}/6`, { token, body: { ...valid(0), cnpj: existing?.cnpj } });
    expect(body(update).errors).toEqual(['Já existe um cliente com este CNPJ.']);
    // Keeping one's own CNPJ is not a duplicate.
    const same = await t.call('PUT', `${base}/5`, { token, body: { ...valid(0), cnpj: existing?.cnpj } });
    expect(same.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous creates with the same CNPJ through', async () => {
    const token = await admin();
    const payload = valid(10000005);
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', base, { token, body: payload })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(body(answer).errors).toEqual(['Já existe um cliente com este CNPJ.']);
    }
  });

  it('reads the SQLSTATE of constraint errors on this driver (the fallback behind the checks)', async () => {
    const [existing] = await t.db.select().from(clients).where(eq(clients.id, 7));
    const error = await t.db
      .insert(clients)
      .values({ nomeFantasia: 'X', razaoSocial: 'X', cnpj: existing?.cnpj as string })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(pgErrorCode(error)).toBe(PG_UNIQUE_VIOLATION);
    const referencedId = await referenceClientFromAnotherTable(9);
    const referenced = await t.db
      .delete(clients)
      .where(eq(clients.id, referencedId))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(pgErrorCode(referenced)).toBe(PG_FOREIGN_KEY_VIOLATION);
  });

  it('refuses to delete a client that other records point at', async () => {
    const referencedId = await referenceClientFromAnotherTable(11);
    const response = await t.call('DELETE', `${base}/${referencedId}`, { token: await admin() });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      success: false,
      errors: ['Não é possível excluir: existem registros vinculados.'],
    });
    expect((await t.call('GET', `${base}/${referencedId}`, { token: await admin() })).statusCode).toBe(200);
  });
});

describe('clients as Manager', () => {
  it('may read but gets 403 on every write', async () => {
    const token = await t.tokenOf(MANAGER);
    expect((await t.call('GET', `${base}/1`, { token })).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `${base}/`],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
      ['PUT', `${base}/1/activate`],
      ['PUT', `${base}/1/inactivate`],
    ] as const) {
      const response = await t.call(method, url, {
        token,
        body: method === 'DELETE' ? undefined : valid(10000006),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(body(response)).toEqual({ success: false, errors: ['Você não tem permissão para esta ação.'] });
    }
    const [unchanged] = await t.db.select().from(clients).where(eq(clients.id, 1));
    expect(unchanged?.cnpj).not.toBe(cnpjFrom(10000006));
  });

  it('and without a token every call is 401', async () => {
    for (const [method, url] of [
      ['GET', `${base}/1`],
      ['POST', `${base}/`],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
      ['PUT', `${base}/1/activate`],
      ['GET', `${base}/all`],
    ] as const) {
      expect((await t.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
