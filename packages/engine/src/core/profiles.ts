import type { Profile } from './types.ts';

// `satisfies Record<Profile, true>`: a profile added to the meta-schema and missing here is a compile error.
const PROFILE_SET = { Admin: true, Manager: true } satisfies Record<Profile, true>;

/** Every staff profile of the schema format (the meta-schema's Profile enum). */
export const PROFILES = Object.keys(PROFILE_SET) as Profile[];

/** Whether a session's profile is one the back office serves (others get the anonymous routes). */
export function isStaffProfile(profile: unknown): profile is Profile {
  return typeof profile === 'string' && (PROFILES as string[]).includes(profile);
}
