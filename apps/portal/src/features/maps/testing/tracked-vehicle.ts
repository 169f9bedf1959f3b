import type { TrackedVehicle } from '@frota/domain';

/** A vehicle of a poll answer for the map's tests: loaded transit near Santos, two plates; override what differs. */
export const trackedVehicle = (
  programmingId: number,
  overrides: Partial<TrackedVehicle> = {},
): TrackedVehicle => ({
  programmingId,
  vehiclePlateId: programmingId + 100,
  status: 3,
  plates: ['ABC1D23', 'DEF4G56'],
  origin: 'Terminal Santos',
  destination: 'Usina Jataí',
  address: '12,4 km de Usina Jataí',
  latitude: -23.95,
  longitude: -46.33,
  updatedAt: '2025-03-14T14:42:00',
  ...overrides,
});
