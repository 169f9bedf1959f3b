import type { EntityRecord } from '../../core/index.ts';
import { clientFixtures } from './client-fixtures.ts';

/** [first name, last name] of staff people, as the back office lists them. */
const PEOPLE = [
  ['Ana Luíza', 'Araújo'],
  ['Marcos Vinícius', 'Andrade'],
  ['Juliana', 'Ferreira Costa'],
  ['Rafael', 'Nogueira'],
  ['Beatriz', 'Santos Oliveira'],
  ['João Pedro', 'Carvalho'],
  ['Fernanda', 'Alves Pereira'],
  ['Roberto', 'Souza Lima'],
  ['Patrícia', 'Gomes'],
  ['Lucas', 'Martins Barbosa'],
  ['Camila', 'Rocha'],
  ['Thiago', 'Ribeiro'],
  ['Larissa', 'Mendes'],
  ['Gustavo', 'Pinto de Almeida'],
  ['Mariana', 'Cardoso'],
  ['Felipe', 'Teixeira'],
  ['Aline', 'Moreira'],
  ['Bruno', 'Cavalcanti'],
  ['Letícia', 'Freitas'],
  ['Diego', 'Monteiro'],
  ['Vanessa', 'Lopes'],
  ['Rodrigo', 'Batista'],
  ['Gabriela', 'Farias'],
  ['André', 'Machado'],
  ['Carolina', 'Dias'],
] as const;

/** An e-mail's local part from a name: lower case, no accents, first word of each name. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim();
const emailOf = (first: string, last: string, domain: string) =>
  `${slug(first).split(' ')[0]}.${slug(last).split(' ').at(-1)}@${domain}`;

/** A CPF with its two check digits, from nine digits, so the fixtures carry valid numbers. */
export function cpfOf(base: string): string {
  const digit = (numbers: string) => {
    const sum = [...numbers].reduce((total, n, i) => total + Number(n) * (numbers.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

const createdAt = (index: number) =>
  new Date(Date.UTC(2025, 8, 2 + index * 3, 12 + (index % 6), 15)).toISOString();

/** Back-office administrators (Usuários) as the API returns them, newest last, one in six inactive. */
export function backofficeUserFixtures(count = 24): EntityRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const [firstName, lastName] = PEOPLE[index % PEOPLE.length]!;
    return {
      id: index + 1,
      firstName,
      lastName,
      email: emailOf(firstName, lastName, 'frotaconectada.com.br'),
      createdAt: createdAt(index),
      isActive: index % 6 !== 2,
    };
  });
}

/** The e-mail domain of a client's staff: its trade name without accents, spaces or short words. */
const domainOf = (client: EntityRecord) =>
  `${slug(String(client['nomeFantasia']))
    .split(' ')
    .filter((word) => word.length > 2)
    .join('')}.com.br`;

/**
 * Managers (Gestores) as the API returns them: each of an active client (its name computed, as the server
 * does), with a valid CPF, newest last, one in seven inactive.
 */
export function managerFixtures(count = 26, clients = clientFixtures()): EntityRecord[] {
  const active = clients.filter((client) => client['isActive'] !== false);
  return Array.from({ length: count }, (_, index) => {
    const [firstName, lastName] = PEOPLE[(index + 6) % PEOPLE.length]!;
    const client = active[index % 9]!;
    return {
      id: index + 1,
      firstName,
      lastName,
      email: emailOf(firstName, lastName, domainOf(client)),
      cpf: cpfOf(String(223606797 + index * 1_234_567).slice(0, 9)),
      clienteId: client.id,
      clientName: client['nomeFantasia'],
      createdAt: createdAt(index),
      isActive: index % 7 !== 4,
    };
  });
}
