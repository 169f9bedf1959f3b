import { type EntitySchema, PROFILES, variantFor } from '@frota/engine';

/**
 * The fields every profile must fill on create, whose columns can be NOT NULL: a required field that
 * `fieldProfiles` hides from a profile stays empty when that profile creates the record.
 *
 * @example requiredOnCreate(clients) // Set { 'nomeFantasia', 'razaoSocial', 'cnpj' }
 */
export function requiredOnCreate(entity: EntitySchema): Set<string> {
  if (!entity.forms.create) return new Set();
  return new Set(
    entity.forms.create.required.filter((name) =>
      PROFILES.every((profile) => variantFor(entity, 'create', profile).required.includes(name)),
    ),
  );
}
