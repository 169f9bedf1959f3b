import type { TrackedVehicle } from '@frota/domain';
import type { ProgrammingRow } from '../programmings/list/programming-row.ts';

/**
 * The vehicle on the map for the selected programming: its own marker, else its main plate's (the map shows one
 * marker per vehicle: the programming of that plate with the newest position).
 */
export function vehicleFor(
  selectedId: number | undefined,
  vehicles: readonly TrackedVehicle[] | undefined,
  rows: readonly ProgrammingRow[],
): TrackedVehicle | undefined {
  if (selectedId === undefined || !vehicles) return undefined;
  const own = vehicles.find((vehicle) => vehicle.programmingId === selectedId);
  if (own) return own;
  const plateId = rows.find((row) => row.id === selectedId)?.mainVehiclePlateId;
  return plateId == null ? undefined : vehicles.find((vehicle) => vehicle.vehiclePlateId === plateId);
}
