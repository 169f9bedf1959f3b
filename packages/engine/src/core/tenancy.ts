import type { Profile, Tenancy } from './types.ts';

// `satisfies Record<Profile, boolean>`: a profile added to the meta-schema must say whether it is confined.
const CONFINED = { Admin: false, Manager: true } satisfies Record<Profile, boolean>;

/**
 * Whether a profile works inside one client only (a Manager manages one client company): the server confines
 * its every read and write to records of that client (their `tenant`); the portal presets its client fields.
 *
 * @example isConfinedToClient('Manager') // true
 */
export function isConfinedToClient(profile: string | null | undefined): boolean {
  return profile !== null && profile !== undefined && CONFINED[profile as Profile] === true;
}

/** The field holding a record's client when it is the record's own (not reached through another record). */
export function ownClientField(entity: { tenant: Tenancy }): string | undefined {
  const tenancy = entity.tenant;
  return tenancy.kind === 'client' && tenancy.via.length === 1 ? tenancy.via[0]?.field : undefined;
}
