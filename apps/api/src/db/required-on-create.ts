import { type EntitySchema, PROFILES, variantFor, variantViews } from '@frota/engine';

/**
 * The fields every profile must fill on every create, whose columns can be NOT NULL: a required field that
 * `fieldProfiles` hides from a profile stays empty when that profile creates the record, and one only some
 * variants require (an exception's plate) stays empty in the others. A variants' discriminator is always set,
 * and so are an association's parent and child.
 *
 * @example requiredOnCreate(clients) // Set { 'nomeFantasia', 'razaoSocial', 'cnpj' }
 */
export function requiredOnCreate(entity: EntitySchema): Set<string> {
  // A link always has both ends.
  const association = entity.association;
  if (association && entity.list.parent) return new Set([entity.list.parent.field, association.child.field]);
  const creates = [entity, ...variantViews(entity)].filter((view) => view.forms.create);
  if (creates.length === 0) return new Set();
  const required = creates[0]!.forms.create!.required.filter((name) =>
    creates.every((view) =>
      PROFILES.every((profile) => variantFor(view, 'create', profile).required.includes(name)),
    ),
  );
  return new Set([...required, ...(entity.variants ? [entity.variants.field] : [])]);
}
