import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { entityStore, type EntityStore, type TableCatalog } from '../../crud/entity-store.ts';
import type { CreateExtension } from '../../crud/extensions.ts';
import { checkWrite } from '../../crud/write-checks.ts';
import { hashPassword } from '../identity/passwords.ts';
import { generatePassword } from './generated-password.ts';

/** One line of the drivers' creation answer (spec 01 §3). */
export interface DriverCreationResult {
  name: string;
  success: boolean;
  message: string;
  /** The generated first password of a new account, shown once; absent when the driver already had one. */
  password?: string;
}

interface Payload {
  clienteId: number;
  driversNames: string[];
  fleetId?: number;
  vehiclePlateId: number;
}

/** "João da Silva" → first name "João", last name "da Silva". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const storeOf = (catalog: TableCatalog, id: string): EntityStore => {
  const entity = catalog.entities.find((candidate) => candidate.id === id);
  if (!entity) throw new Error(`driver-create needs the schema ${id}.json.`);
  return entityStore(entity, catalog);
};
const col = (store: EntityStore, field: string) => store.columns[field] as PgColumn;
const key = (store: EntityStore, field: string) => store.keys[field] as string;

/**
 * `driver-create` (drivers.json): one driver per name the client's trackers reported, each in its own
 * transaction, so one name's failure loses nothing of the others. The CPF comes from the client's most recent
 * reading with that name. A new driver gets a random password, stored only as its scrypt hash and answered
 * once; a driver the CPF already names (another client's) keeps theirs and is linked to this client. Each
 * driver is linked to the client and, when given, to the operation.
 */
export const driverCreate: CreateExtension = async (values, { db, catalog, store }) => {
  const payload = values as unknown as Payload;
  // The client, plate (of that client) and operation (of that client) exist: field messages otherwise.
  await checkWrite(
    db,
    store,
    { clienteId: payload.clienteId, vehiclePlateId: payload.vehiclePlateId, fleetId: payload.fleetId },
    'create',
  );
  const stores = {
    drivers: store,
    logs: storeOf(catalog, 'tracking-logs'),
    clientLinks: storeOf(catalog, 'client-drivers'),
    fleetLinks: storeOf(catalog, 'fleet-drivers'),
  };
  const results: DriverCreationResult[] = [];
  for (const name of [...new Set(payload.driversNames.map((text) => text.trim()))])
    results.push(await createOne(db, stores, payload, name));
  return results;
};

type Stores = Record<'drivers' | 'logs' | 'clientLinks' | 'fleetLinks', EntityStore>;

async function createOne(
  db: Database,
  s: Stores,
  payload: Payload,
  name: string,
): Promise<DriverCreationResult> {
  const [reading] = await db
    .select({ cpf: col(s.logs, 'motoristaCpf') })
    .from(s.logs.table)
    .where(and(eq(col(s.logs, 'clientId'), payload.clienteId), eq(col(s.logs, 'motoristaNome'), name)))
    .orderBy(desc(col(s.logs, 'savedAt')))
    .limit(1);
  const cpf = typeof reading?.cpf === 'string' ? reading.cpf : '';
  if (!cpf)
    return {
      name,
      success: false,
      message: `${name}: nenhuma leitura dos rastreadores deste cliente traz o CPF deste motorista.`,
    };
  const [existing] = await db
    .select({ id: s.drivers.id, clienteId: col(s.drivers, 'clienteId') })
    .from(s.drivers.table)
    .where(eq(col(s.drivers, 'cpf'), cpf))
    .limit(1);
  const [linked] = existing
    ? await db
        .select({ id: s.clientLinks.id })
        .from(s.clientLinks.table)
        .where(
          and(
            eq(col(s.clientLinks, 'clientId'), payload.clienteId),
            eq(col(s.clientLinks, 'driverId'), existing.id as number),
          ),
        )
        .limit(1)
    : [];
  if (existing?.clienteId === payload.clienteId || linked)
    return { name, success: false, message: `${name}: motorista já cadastrado para este cliente.` };
  const password = existing ? undefined : generatePassword();
  const passwordHash = password ? await hashPassword(password) : undefined;
  await db.transaction(async (tx) => {
    let driverId = existing?.id as number | undefined;
    if (driverId === undefined) {
      const [created] = await tx
        .insert(s.drivers.table)
        .values({
          [key(s.drivers, 'firstName')]: splitName(name).firstName,
          [key(s.drivers, 'lastName')]: splitName(name).lastName,
          [key(s.drivers, 'cpf')]: cpf,
          [key(s.drivers, 'clienteId')]: payload.clienteId,
          [key(s.drivers, 'vehiclePlateId')]: payload.vehiclePlateId,
          passwordHash,
        })
        .returning({ id: s.drivers.id });
      driverId = created?.id as number;
    }
    await tx
      .insert(s.clientLinks.table)
      .values({
        [key(s.clientLinks, 'clientId')]: payload.clienteId,
        [key(s.clientLinks, 'driverId')]: driverId,
      })
      .onConflictDoNothing();
    if (payload.fleetId)
      await tx
        .insert(s.fleetLinks.table)
        .values({
          [key(s.fleetLinks, 'fleetId')]: payload.fleetId,
          [key(s.fleetLinks, 'driverId')]: driverId,
        })
        .onConflictDoNothing();
  });
  if (password) return { name, success: true, message: `Motorista ${name} criado com sucesso.`, password };
  return { name, success: true, message: `Motorista ${name} vinculado ao cliente.` };
}
