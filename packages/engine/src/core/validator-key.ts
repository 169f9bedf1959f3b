import { variantFor } from './form-schema.ts';
import { PROFILES } from './profiles.ts';
import type { EntitySchema, FormVariantName } from './types.ts';

/**
 * The profiles whose view of a form variant differs from the whole variant (fieldProfiles hides a field from
 * them): each gets a precompiled validator of its own, since RJSF validates exactly the schema it renders.
 */
export function profilesWithOwnVariant(entity: EntitySchema, variant: FormVariantName): string[] {
  const form = entity.forms[variant];
  if (!form || Object.keys(form.fieldProfiles).length === 0) return [];
  return PROFILES.filter(
    (profile) => variantFor(entity, variant, profile).fields.length !== form.fields.length,
  );
}

/**
 * The key of the precompiled validator a profile's form uses: `<entity>.<variant>`, or
 * `<entity>.<variant>.<profile>` when fieldProfiles hides fields from that profile. The create form of an
 * entity's variant (a `variantView`) is `<entity>.create.<key>`, with the same profile suffix.
 *
 * @example validatorKey(drivers, 'edit', 'Manager') // 'drivers.edit.Manager'
 * @example validatorKey(variantView(bonusConfigs, 'inertia'), 'create', 'Admin') // 'bonus-configs.create.inertia'
 */
export function validatorKey(entity: EntitySchema, variant: FormVariantName, profile: string | null): string {
  const own = profile !== null && profilesWithOwnVariant(entity, variant).includes(profile);
  const key = variant === 'create' && entity.narrowedTo ? `.${entity.narrowedTo.key}` : '';
  return own ? `${entity.id}.${variant}${key}.${profile}` : `${entity.id}.${variant}${key}`;
}
