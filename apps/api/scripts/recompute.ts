/**
 * Recomputes the rewards of a month (every driver's attainments and prizes, see the README's "Rewards") from the
 * readings, for every client with readings in the month or for one, and prints each client's progress:
 *
 *   npm run recompute -- --month 2026-10 [--client 3]
 *
 * It opens the API's database itself: PostgreSQL (DATABASE_URL) at any time, the embedded database (DATA_DIR)
 * only while the API is stopped, since a PGlite folder admits one process.
 */
import { parseArgs } from 'node:util';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { databaseConfigOf } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { DataDirLockedError } from '../src/db/lock.ts';
import { clients, trackingLogs } from '../src/db/generated/entity-tables.ts';
import { monthBounds, recomputeClientMonth } from '../src/modules/rewards/recompute.ts';

const { values: options } = parseArgs({
  options: { month: { type: 'string' }, client: { type: 'string' } },
});
const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(options.month ?? '');
if (!month) {
  console.error('Informe o mês: npm run recompute -- --month 2026-10 [--client 3]');
  process.exit(2);
}
const target = { year: Number(month[1]), month: Number(month[2]) };
const onlyClient = options.client === undefined ? undefined : Number(options.client);
if (onlyClient !== undefined && !Number.isInteger(onlyClient)) {
  console.error(`--client ${options.client}: informe o id numérico do cliente.`);
  process.exit(2);
}

let database;
try {
  database = await openDatabase(databaseConfigOf());
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nPare a API (ou use DATABASE_URL) e rode de novo.`);
    process.exit(1);
  }
  throw error;
}
try {
  await database.migrate();
  const { db } = database;
  const { start, end } = monthBounds(target);
  const inMonth: SQL[] = [gte(trackingLogs.savedAt, start), lt(trackingLogs.savedAt, end)];
  if (onlyClient !== undefined) inMonth.push(eq(trackingLogs.clientId, onlyClient));
  const withReadings = await db
    .selectDistinct({ id: trackingLogs.clientId })
    .from(trackingLogs)
    .where(and(...inMonth));
  const ids = withReadings.flatMap((row) => (row.id === null ? [] : [row.id]));
  const names = ids.length
    ? await db
        .select({ id: clients.id, name: clients.nomeFantasia })
        .from(clients)
        .where(inArray(clients.id, ids))
        .orderBy(asc(clients.id))
    : [];
  console.log(`${options.month}: ${names.length} cliente(s) com leituras`);
  const total = { drivers: 0, readings: 0, eligible: 0 };
  for (const [index, client] of names.entries()) {
    const began = performance.now();
    const result = await recomputeClientMonth(db, { clientId: client.id, ...target });
    total.drivers += result.drivers;
    total.readings += result.readings;
    total.eligible += result.eligible;
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(
      `  [${index + 1}/${names.length}] ${client.name} (#${client.id}): ${result.drivers} motoristas ` +
        `(${result.eligible} elegíveis), ${result.readings.toLocaleString('pt-BR')} leituras, ${seconds} s`,
    );
  }
  console.log(
    `Pronto: ${total.drivers} motoristas, ${total.eligible} elegíveis, ` +
      `${total.readings.toLocaleString('pt-BR')} leituras.`,
  );
} finally {
  await database.close();
}
