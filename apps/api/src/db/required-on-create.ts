import { type EntitySchema, PROFILES, variantFor } from '@frota/engine';

/**
 * The fields every profile must fill on create, whose columns can be NOT NULL: a required field that
 * `fieldProfiles` hides from a profile stays empty when that profile creates the record; an association's
 * parent and child.
 *
 * @example requiredOnCreate(clients) // Set { 'nomeFantasia', 'razaoSocial', 'cnpj' }
 */
export function requiredOnCreate(entity: EntitySchema): Set<string> {
  // A link always has both ends.
  const association = entity.association;
  if (association && entity.list.parent) return new Set([entity.list.parent.field, association.child.field]);
  if (!entity.forms.create) return new Set();
  return new Set(
    entity.forms.create.required.filter((name) =>
      PROFILES.every((profile) => variantFor(entity, 'create', profile).required.includes(name)),
    ),
  );
}
