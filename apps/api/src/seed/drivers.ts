import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import {
  clientDrivers,
  drivers,
  fleetDrivers,
  fleets,
  trackingLogs,
  vehiclePlates,
} from '../db/generated/entity-tables.ts';

/**
 * The demo drivers: one per name the trackers reported (first client's readings first, since a CPF names one
 * driver), with that client's reported plate and first operation, linked to the client and the operation. They
 * sign in with the demo password (`passwordHash`); one name per client is left out, so creating a driver from
 * the readings can be tried at once.
 */
export async function seedDrivers(tx: Transaction, passwordHash: string): Promise<void> {
  const readings = await tx
    .selectDistinct({
      clientId: trackingLogs.clientId,
      name: trackingLogs.motoristaNome,
      cpf: trackingLogs.motoristaCpf,
      plate: trackingLogs.placa,
    })
    .from(trackingLogs)
    .where(and(isNotNull(trackingLogs.clientId), isNotNull(trackingLogs.motoristaCpf)))
    .orderBy(asc(trackingLogs.clientId), asc(trackingLogs.motoristaNome), asc(trackingLogs.placa));
  const seen = new Set<string>();
  const leftOut = new Set<number>();
  for (const reading of readings) {
    const clientId = reading.clientId!;
    if (!reading.cpf || !reading.name || seen.has(reading.cpf)) continue;
    seen.add(reading.cpf);
    if (!leftOut.has(clientId)) {
      leftOut.add(clientId);
      continue;
    }
    const [plate] = await tx
      .select({ id: vehiclePlates.id })
      .from(vehiclePlates)
      .where(and(eq(vehiclePlates.clientId, clientId), eq(vehiclePlates.plate, reading.plate ?? '')))
      .limit(1);
    const [anyPlate] = plate
      ? [plate]
      : await tx
          .select({ id: vehiclePlates.id })
          .from(vehiclePlates)
          .where(eq(vehiclePlates.clientId, clientId))
          .limit(1);
    if (!anyPlate) continue;
    const [firstName = '', ...rest] = reading.name.split(/\s+/);
    const [driver] = await tx
      .insert(drivers)
      .values({
        firstName,
        lastName: rest.join(' '),
        cpf: reading.cpf,
        clienteId: clientId,
        vehiclePlateId: anyPlate.id,
        passwordHash,
      })
      .returning({ id: drivers.id });
    await tx.insert(clientDrivers).values({ clientId, driverId: driver!.id });
    const [fleet] = await tx
      .select({ id: fleets.id })
      .from(fleets)
      .where(eq(fleets.clientId, clientId))
      .orderBy(asc(fleets.id))
      .limit(1);
    if (fleet) await tx.insert(fleetDrivers).values({ fleetId: fleet.id, driverId: driver!.id });
  }
}
