import type { Transaction } from '../db/database.ts';
import { users } from '../db/identity-tables.ts';
import { cpfFrom } from './documents.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [first name, last name, e-mail, CPF base, days ago, active] of the other staff accounts. */
type Staff = readonly [string, string, string, number, number, boolean];

/** More back-office administrators (Usuários), one of them deactivated. */
const ADMINS: readonly Staff[] = [
  ['Marcos Vinícius', 'Andrade', 'marcos.andrade@demo.com.br', 314159265, 210, true],
  ['Juliana', 'Ferreira Costa', 'juliana.costa@demo.com.br', 271828182, 150, true],
  ['Rafael', 'Nogueira', 'rafael.nogueira@demo.com.br', 141421356, 95, false],
  ['Beatriz', 'Santos Oliveira', 'beatriz.oliveira@demo.com.br', 173205080, 40, true],
];

/** Managers (Gestores) of the first active clients, by client position; one client has two, one left. */
const MANAGERS: ReadonlyArray<readonly [number, ...Staff]> = [
  [1, 'Fernanda', 'Alves Pereira', 'fernanda.pereira@expressocerrado.com.br', 223606797, 180, true],
  [2, 'Roberto', 'Souza Lima', 'roberto.souza@agrovale.com.br', 244948974, 160, true],
  [2, 'Patrícia', 'Gomes', 'patricia.gomes@agrovale.com.br', 264575131, 120, true],
  [3, 'Lucas', 'Martins Barbosa', 'lucas.barbosa@transpampa.com.br', 282842712, 75, true],
  [4, 'Camila', 'Rocha', 'camila.rocha@lognordeste.com.br', 316227766, 60, false],
  [5, 'João Pedro', 'Carvalho', 'joao.carvalho@rodobras.com.br', 331662479, 20, true],
];

/**
 * The other demo staff accounts, after the two printed at start-up: administrators and managers of some
 * clients, created over the last months, a few deactivated. They share the demo password's hash.
 */
export async function seedStaff(
  tx: Transaction,
  activeClients: readonly number[],
  passwordHash: string,
  now: Date,
): Promise<void> {
  const createdAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const account = ([firstName, lastName, email, cpf, daysAgo, isActive]: Staff) => ({
    firstName,
    lastName,
    email,
    cpf: cpfFrom(cpf),
    isActive,
    createdAt: createdAt(daysAgo),
    passwordHash,
  });
  await tx.insert(users).values([
    ...ADMINS.map((staff) => ({ ...account(staff), profile: 'Admin' as const, clientId: null })),
    ...MANAGERS.flatMap(([client, ...staff]) => {
      const clientId = activeClients[client];
      return clientId === undefined ? [] : [{ ...account(staff), profile: 'Manager' as const, clientId }];
    }),
  ]);
}
