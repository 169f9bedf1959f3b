import { count, like, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { clients } from '../db/generated/entity-tables.ts';
import { users } from '../db/identity-tables.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { DEMO_COMPANIES } from './demo-companies.ts';
import { cnpjFrom, cpfFrom } from './documents.ts';
import { seedDrivers } from './drivers.ts';
import { seedBonusRanges } from './bonus-ranges.ts';
import { seedControlTower } from './control-tower.ts';
import { seedProgrammings } from './programmings.ts';
import { seedTelemetry } from './telemetry.ts';
import { seedRegisters } from './registers.ts';
import { seedStaff } from './staff.ts';

/** The demo accounts, printed at start-up. */
export const DEMO_ACCOUNTS = [
  {
    profile: 'Admin',
    firstName: 'Ana Paula',
    lastName: 'Ribeiro',
    email: 'admin@demo.com.br',
    cpf: cpfFrom(529982247),
  },
  {
    profile: 'Manager',
    firstName: 'Carlos Eduardo',
    lastName: 'Lima',
    email: 'gestor@demo.com.br',
    cpf: cpfFrom(168995350),
  },
] as const;
export const DEMO_PASSWORD = 'demo1234';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the demo data set: the two accounts, the demo clients (valid CNPJs, created
 * over the last eight months, one in ten inactive), the plain registers tied to them (seed/registers.ts), the
 * bonus ranges of the first operations (seed/bonus-ranges.ts) and more staff accounts, administrators and
 * managers of some clients (seed/staff.ts).
 * Does nothing when there are users already.
 *
 * @example if (await seedDemoData(db)) console.log('seeded');
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if (Number(existing?.value) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(clients)
      .values(
        DEMO_COMPANIES.map(([nomeFantasia, razaoSocial, company], index) => ({
          nomeFantasia,
          razaoSocial,
          cnpj: cnpjFrom(company),
          // Oldest first, about six days apart with a few hours of jitter, so the list's default sort is visible.
          createdAt: new Date(
            now.getTime() - (DEMO_COMPANIES.length - index) * 5.7 * DAY_MS + (index % 7) * 3_600_000,
          ),
          isActive: index % 10 !== 7,
        })),
      )
      .returning({ id: clients.id });
    const activeClients = created.filter((_, index) => index % 10 !== 7).map((client) => client.id);
    await seedRegisters(tx, activeClients, now);
    await seedBonusRanges(tx, now);
    await seedTelemetry(tx, activeClients, now);
    await seedDrivers(tx, passwordHash);
    await seedControlTower(tx);
    await seedProgrammings(tx, activeClients, now);
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((account) => ({
        ...account,
        clientId: account.profile === 'Manager' ? created[0]?.id : null,
        passwordHash,
      })),
    );
    await seedStaff(tx, activeClients, passwordHash, now);
  });
  return true;
}

const BULK_NAMES = [
  'Transportes',
  'Logística',
  'Cargas',
  'Agro',
  'Fretes',
  'Distribuidora',
  'Armazéns',
  'Rodoviária',
];
const BULK_PLACES = [
  'Paulista',
  'Mineira',
  'Gaúcha',
  'do Cerrado',
  'do Vale',
  'do Norte',
  'Litorânea',
  'Central',
];

/** First company number of bulk clients; demo companies never start with 9, so the two never collide. */
const BULK_FIRST_COMPANY = 90_000_000;

/**
 * Inserts `count` more clients for benchmarks, in multi-row INSERTs of `batchSize` rows inside one
 * transaction. CNPJs are valid and continue after the last bulk client, so repeated calls never collide.
 * Returns the number of rows inserted.
 */
export async function seedBulkClients(db: Database, total: number, batchSize = 1000): Promise<number> {
  const [last] = await db
    .select({ value: max(sql<string>`substring(${clients.cnpj}, 1, 8)`) })
    .from(clients)
    .where(like(clients.cnpj, '9%'));
  const first = last?.value ? Number(last.value) + 1 : BULK_FIRST_COMPANY;
  if (first + total > 100_000_000)
    throw new Error('seedBulkClients: sem números de CNPJ livres para tantos clientes.');
  const now = Date.now();
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, total - start) }, (_, offset) => {
        const n = start + offset;
        const name = `${BULK_NAMES[n % BULK_NAMES.length]} ${BULK_PLACES[Math.floor(n / BULK_NAMES.length) % BULK_PLACES.length]} ${first + n - BULK_FIRST_COMPANY + 1}`;
        return {
          nomeFantasia: name,
          razaoSocial: `${name} ${n % 3 === 0 ? 'S.A.' : 'LTDA'}`,
          cnpj: cnpjFrom(first + n),
          createdAt: new Date(now - (n % 365) * DAY_MS - (n % 24) * 3_600_000),
          isActive: n % 10 !== 7,
        };
      });
      const result = await tx
        .insert(clients)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: clients.id });
      inserted += result.length;
    }
  });
  return inserted;
}
