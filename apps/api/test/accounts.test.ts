import type { LightMyRequestResponse } from 'fastify';
import { entityById } from '@frota/engine/entities';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountLifecycle } from '../src/crud/account-lifecycle.ts';
import { users } from '../src/db/identity-tables.ts';
import { cpfFrom } from '../src/seed/documents.ts';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const USERS = '/v1/backoffice/backoffice-users';
const MANAGERS = '/v1/backoffice/managers';
const PASSWORD = 'Frota-Segura-2026';
const admin = () => t.tokenOf(ADMIN);

/** Every answer of this file, to check at the end that none carried a password or a hash. */
const answers: LightMyRequestResponse[] = [];
async function call(...args: Parameters<typeof t.call>) {
  const response = await t.call(...args);
  answers.push(response);
  return response;
}

let serial = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `usuario.${serial}@empresa.com.br`,
    firstName: 'Helena',
    lastName: `Prado ${serial}`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...over,
  };
};
const newManager = (over: Record<string, unknown> = {}) => ({
  ...newUser(),
  cpf: cpfFrom(700000000 + serial),
  clienteId: 1,
  ...over,
});

async function signIn(email: string, password = PASSWORD) {
  return call('POST', '/v1/identity/connect/token', { body: { email, password } });
}
async function create(base: string, payload: Record<string, unknown>) {
  const response = await call('POST', base, { token: await admin(), body: payload });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data as Record<string, unknown> & { id: number };
}

describe('backoffice users and managers are sign-in accounts', () => {
  it('creates a user who can sign in at once, stored once in users with a scrypt hash', async () => {
    const payload = newUser({ email: '  Nova.Pessoa@Empresa.COM.br ' });
    const created = await create(USERS, payload);
    expect(created).toMatchObject({
      email: 'nova.pessoa@empresa.com.br',
      firstName: 'Helena',
      isActive: true,
    });
    expect(created).not.toHaveProperty('password');
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.profile).toBe('Admin');
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const login = await signIn('NOVA.pessoa@empresa.com.br');
    expect(login.statusCode).toBe(200);
    expect(body(login).data.userData).toMatchObject({ profile: 'Admin', firstName: 'Helena' });
  });

  it('creates a manager of a client who signs in as Manager, with the client name on the record', async () => {
    const created = await create(MANAGERS, newManager({ clienteId: 2 }));
    expect(created).toMatchObject({ clienteId: 2, clientName: 'Expresso Cerrado', isActive: true });
    const login = await signIn(String(created.email));
    expect(body(login).data.userData.profile).toBe('Manager');
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ profile: 'Manager', clientId: 2, cpf: created.cpf });
  });

  it('lists only the accounts of its own profile, and finds no account of the other', async () => {
    const token = await admin();
    const admins = body(await call('GET', `${USERS}?perPage=100`, { token })).data.itens as Array<{
      email: string;
    }>;
    const managers = body(await call('GET', `${MANAGERS}?perPage=100`, { token })).data.itens as Array<{
      id: number;
      email: string;
    }>;
    expect(admins.map((a) => a.email)).toContain(ADMIN.email);
    expect(admins.map((a) => a.email)).not.toContain(MANAGER.email);
    expect(managers.map((m) => m.email)).toContain(MANAGER.email);
    expect(managers.map((m) => m.email)).not.toContain(ADMIN.email);
    const managerId = managers.find((m) => m.email === MANAGER.email)?.id;
    for (const [method, url] of [
      ['GET', `${USERS}/${managerId}`],
      ['PUT', `${USERS}/active-user/${managerId}`],
      ['PUT', `${USERS}/deactive-user/${managerId}`],
      ['DELETE', `${USERS}/${managerId}`],
    ] as const) {
      const response = await call(method, url, { token });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(body(response).errors).toEqual(['Usuário não encontrado.']);
    }
    const update = await call('PUT', `${USERS}/${managerId}`, {
      token,
      body: { firstName: 'X', lastName: 'Y', email: 'x@y.com.br' },
    });
    expect(update.statusCode).toBe(404);
    const [still] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, Number(managerId)));
    expect(still?.profile).toBe('Manager');
  });

  it('searches the name across first and last name, word by word, and the e-mail', async () => {
    const token = await admin();
    await create(USERS, newUser({ firstName: 'Ana Clara', lastName: 'Bittencourt' }));
    const found = async (query: string) =>
      (body(await call('GET', `${USERS}?${query}`, { token })).data.itens as Array<{ email: string }>).length;
    expect(await found('Name=ana%20bitten')).toBe(1);
    expect(await found('Name=BITTENCOURT%20clara')).toBe(1);
    expect(await found('Name=ana%20ribeiro')).toBe(1); // Ana Paula Ribeiro, the demo Admin
    expect(await found('Name=clara%20ribeiro')).toBe(0);
    expect(await found('Email=ADMIN%40DEMO')).toBe(1);
  });

  it('refuses an e-mail any account holds, whatever its case, naming the field', async () => {
    for (const [base, payload] of [
      [USERS, newUser({ email: 'ADMIN@demo.com.br' })],
      [MANAGERS, newManager({ email: 'Gestor@Demo.com.br' })],
      [MANAGERS, newManager({ email: 'admin@demo.com.br' })],
    ] as const) {
      const response = await call('POST', base, { token: await admin(), body: payload });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        success: false,
        errors: ['Já existe um usuário com este e-mail.'],
        fieldErrors: { email: 'Já existe um usuário com este e-mail.' },
      });
    }
    const mine = await create(USERS, newUser());
    const rename = await call('PUT', `${USERS}/${mine.id}`, {
      token: await admin(),
      body: { firstName: 'Helena', lastName: 'Prado', email: 'GESTOR@demo.com.br' },
    });
    expect(body(rename).fieldErrors).toEqual({ email: 'Já existe um usuário com este e-mail.' });
    const keep = await call('PUT', `${USERS}/${mine.id}`, {
      token: await admin(),
      body: { firstName: 'Helena', lastName: 'Prado', email: String(mine.email).toUpperCase() },
    });
    expect(keep.statusCode).toBe(200);
    expect(body(keep).data.email).toBe(mine.email);
  });

  it("checks the password with the identity's rules, and the confirmation", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { password: 'curta', passwordConfirmation: 'curta' },
        { password: 'A senha deve ter ao menos 8 caracteres.' },
      ],
      [
        { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) },
        { password: 'A senha deve ter no máximo 128 caracteres.' },
      ],
      [
        { password: 'Senha123', passwordConfirmation: 'Senha123' },
        {
          password:
            'Esta senha é comum demais e fácil de adivinhar: escolha outra, de preferência uma frase.',
        },
      ],
      [
        { password: PASSWORD, passwordConfirmation: `${PASSWORD}!` },
        { passwordConfirmation: 'A confirmação de senha não confere.' },
      ],
      [
        { password: undefined, passwordConfirmation: undefined },
        { password: 'O campo Senha é obrigatório.' },
      ],
    ];
    for (const [override, fieldErrors] of cases) {
      for (const [base, payload] of [
        [USERS, newUser(override)],
        [MANAGERS, newManager(override)],
      ] as const) {
        const response = await call('POST', base, { token: await admin(), body: payload });
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(body(response).fieldErrors).toMatchObject(fieldErrors);
        expect(body(response).errors).toEqual(expect.arrayContaining(Object.values(fieldErrors)));
        const [row] = await t.db
          .select()
          .from(users)
          .where(eq(users.email, String(payload.email)));
        expect(row).toBeUndefined();
      }
    }
  });

  it("refuses a manager's CPF with wrong check digits and a missing client, under their fields", async () => {
    const response = await call('POST', MANAGERS, {
      token: await admin(),
      body: newManager({ cpf: '52998224726', clienteId: 999999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).fieldErrors).toEqual({ cpf: 'CPF inválido: confira os números digitados.' });
    const client = await call('POST', MANAGERS, {
      token: await admin(),
      body: newManager({ clienteId: 999999 }),
    });
    expect(body(client).fieldErrors).toEqual({ clienteId: 'O campo Cliente é inválido.' });
    const masked = await call('POST', MANAGERS, {
      token: await admin(),
      body: newManager({ cpf: '529.982.247-25' }),
    });
    expect(body(masked).fieldErrors).toEqual({ cpf: 'Informe os 11 dígitos do CPF.' });
  });

  it('keeps a client that has managers (the foreign key of users.client_id)', async () => {
    const response = await call('DELETE', '/v1/backoffice/clients/1', { token: await admin() });
    expect(response.statusCode).toBe(400);
    // The refusal names what is linked, the managers among it.
    expect(body(response).errors).toEqual([
      expect.stringMatching(/^Não é possível excluir: existem registros vinculados \(.*\b1 gestor\b.*\)\.$/),
    ]);
    await expect(
      t.db.execute(sql`UPDATE users SET client_id = 999999 WHERE email = ${MANAGER.email}`),
    ).rejects.toThrow();
  });

  it('edits names, e-mail and client, and leaves the password and the CPF alone', async () => {
    const manager = await create(MANAGERS, newManager());
    const [before] = await t.db.select().from(users).where(eq(users.id, manager.id));
    const response = await call('PUT', `${MANAGERS}/${manager.id}`, {
      token: await admin(),
      body: {
        email: 'Trocado@Empresa.com.br',
        firstName: 'Otávio',
        lastName: 'Reis',
        clienteId: 3,
        cpf: '1',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toMatchObject({
      email: 'trocado@empresa.com.br',
      firstName: 'Otávio',
      clienteId: 3,
      cpf: manager.cpf,
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await signIn('trocado@empresa.com.br')).statusCode).toBe(200);
  });
});

describe('deactivating or deleting an account ends its access at once', () => {
  it('refuses the sign-in, the refresh and the next request of an open session after deactivation', async () => {
    const manager = await create(MANAGERS, newManager());
    const session = body(await signIn(String(manager.email))).data;
    const ownList = await call('GET', '/v1/backoffice/clients', { token: session.accessToken });
    expect(ownList.statusCode).toBe(200);
    const off = await call('PUT', `${MANAGERS}/${manager.id}/inactivate`, { token: await admin() });
    expect(body(off).data).toMatchObject({ id: manager.id, isActive: false });
    expect((await call('GET', '/v1/backoffice/clients', { token: session.accessToken })).statusCode).toBe(
      401,
    );
    const refresh = await call('POST', '/v1/identity/connect/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(body(await signIn(String(manager.email)))).toEqual({
      success: false,
      errors: ['E-mail ou senha inválidos.'],
    });
    await call('PUT', `${MANAGERS}/${manager.id}/activate`, { token: await admin() });
    expect((await signIn(String(manager.email))).statusCode).toBe(200);
  });

  it('refuses everything after deletion', async () => {
    const user = await create(USERS, newUser());
    const session = body(await signIn(String(user.email))).data;
    expect((await call('GET', USERS, { token: session.accessToken })).statusCode).toBe(200);
    const deleted = await call('DELETE', `${USERS}/${user.id}`, { token: await admin() });
    expect(body(deleted).data).toMatchObject({ id: user.id, email: user.email });
    expect((await call('GET', USERS, { token: session.accessToken })).statusCode).toBe(401);
    const refresh = await call('POST', '/v1/identity/connect/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(String(user.email))).statusCode).toBe(400);
    expect((await call('GET', `${USERS}/${user.id}`, { token: await admin() })).statusCode).toBe(404);
  });
});

describe('an Admin cannot lock the back office out', () => {
  it('refuses to delete or deactivate their own account', async () => {
    const me = await create(USERS, newUser());
    const token = body(await signIn(String(me.email))).data.accessToken;
    const off = await call('PUT', `${USERS}/deactive-user/${me.id}`, { token });
    expect(off.statusCode).toBe(400);
    expect(body(off).errors).toEqual(['Você não pode desativar a sua própria conta.']);
    const gone = await call('DELETE', `${USERS}/${me.id}`, { token });
    expect(body(gone).errors).toEqual(['Você não pode excluir a sua própria conta.']);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.isActive).toBe(true);
    expect((await call('GET', USERS, { token })).statusCode).toBe(200);
  });

  /** Leaves exactly these Admins active (directly in the database) while `run` runs, then restores. */
  async function onlyActiveAdmins(ids: number[], run: () => Promise<void>) {
    const before = await t.db.select({ id: users.id, isActive: users.isActive }).from(users);
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.profile, 'Admin'), notInArray(users.id, ids)));
    try {
      await run();
    } finally {
      for (const { id, isActive } of before)
        await t.db.update(users).set({ isActive }).where(eq(users.id, id));
    }
  }

  it('refuses to delete or deactivate the last active Admin (the rule behind concurrent calls)', async () => {
    // In sequence the caller is always another active Admin, so the rule shows only under concurrency;
    // here it is run directly, as the write's transaction runs it.
    const last = await create(USERS, newUser());
    const lifecycle = accountLifecycle(entityById('backoffice-users'), {
      db: t.db,
      guard: { check: async () => null, forgetUser: () => {} },
      notices: { passwordChanged: async () => {}, emailChanged: async () => {} },
    });
    const manager = await create(MANAGERS, newManager());
    await onlyActiveAdmins([last.id], async () => {
      for (const [how, message] of [
        ['deactivate', 'Não é possível desativar o último administrador ativo.'],
        ['delete', 'Não é possível excluir o último administrador ativo.'],
      ] as const) {
        const guard = lifecycle.retireGuard(0, how);
        await expect(t.db.transaction((tx) => guard!(tx, { id: last.id }))).rejects.toMatchObject({
          statusCode: 400,
          messages: [message],
        });
      }
      // A manager account is no Admin: the rule does not apply to it.
      const managers = accountLifecycle(entityById('managers'), {
        db: t.db,
        guard: { check: async () => null, forgetUser: () => {} },
        notices: { passwordChanged: async () => {}, emailChanged: async () => {} },
      });
      await t.db.transaction((tx) => managers.retireGuard(0, 'delete')!(tx, { id: manager.id }));
    });
  });

  it('lets only one of two last Admins who deactivate each other at once succeed', async () => {
    const [x, y] = [await create(USERS, newUser()), await create(USERS, newUser())];
    const [xToken, yToken] = [
      body(await signIn(String(x.email))).data.accessToken as string,
      body(await signIn(String(y.email))).data.accessToken as string,
    ];
    await onlyActiveAdmins([x.id, y.id], async () => {
      const answers = await Promise.all([
        call('PUT', `${USERS}/deactive-user/${y.id}`, { token: xToken }),
        call('PUT', `${USERS}/deactive-user/${x.id}`, { token: yToken }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused by the rule, or, when the winner committed before it was authenticated, as a
      // deactivated account: either way one Admin stays active.
      expect(statuses[0]).toBe(200);
      expect([400, 401]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      if (refused)
        expect(body(refused).errors).toEqual(['Não é possível desativar o último administrador ativo.']);
      const active = await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.profile, 'Admin'), eq(users.isActive, true)));
      expect(active).toHaveLength(1);
    });
  });
});

describe('no answer carries a password', () => {
  it('never returns a password, its confirmation or a hash', () => {
    expect(answers.length).toBeGreaterThan(40);
    for (const response of answers) {
      expect(response.body).not.toMatch(/scrypt\$|passwordHash|password_hash/);
      expect(response.body).not.toContain(PASSWORD);
      // Refusals name the password field in fieldErrors; records never carry it.
      if (response.statusCode < 300) expect(response.body).not.toMatch(/"password(Confirmation)?"/);
    }
  });
});
