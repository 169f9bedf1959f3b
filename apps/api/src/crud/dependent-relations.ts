import { formVariant, type FormVariantName } from '@frota/engine';
import type { EntityStore } from './entity-store.ts';

const lower = (text: string) => text.toLocaleLowerCase('pt-BR');

/**
 * The refusal of a dependent relation whose record belongs to another parent than the one chosen: the
 * field's `ui.errorMessages.dependsOn`, else a sentence built from the two fields' titles and the genders of
 * the entities they point at.
 *
 * @example dependentRelationMessage(fleetsStore, 'create', 'businessUnitId')
 *   // "A unidade de negócio não pertence ao cliente escolhido."
 */
export function dependentRelationMessage(
  store: EntityStore,
  variant: FormVariantName,
  field: string,
): string {
  const { entity } = store;
  const declared = formVariant(entity, variant).ui[field]?.errorMessages?.['dependsOn'];
  if (declared) return declared;
  const parentField = entity.fields[field]?.relation?.dependsOn ?? '';
  const child = store.relations[field]?.entity.label.gender === 'f' ? 'f' : 'm';
  const parent = store.relations[parentField]?.entity.label.gender === 'f' ? 'f' : 'm';
  const title = lower(entity.fields[field]?.title ?? field);
  const parentTitle = lower(entity.fields[parentField]?.title ?? parentField);
  return (
    `${child === 'f' ? 'A' : 'O'} ${title} não pertence ${parent === 'f' ? 'à' : 'ao'} ${parentTitle} ` +
    `${parent === 'f' ? 'escolhida' : 'escolhido'}.`
  );
}

/**
 * The refusal of a relation `within` another record's parent whose record has another parent (a plate of a
 * client other than the operation's): the field's `ui.errorMessages.within`, else a sentence built from the
 * titles and the genders of the entities they point at.
 *
 * @example withinRelationMessage(bonusStore, 'create', 'vehiclePlateId') // "A placa não pertence ao cliente da operação."
 */
export function withinRelationMessage(store: EntityStore, variant: FormVariantName, field: string): string {
  const { entity } = store;
  const declared = formVariant(entity, variant).ui[field]?.errorMessages?.['within'];
  if (declared) return declared;
  const target = store.relations[field];
  const of = entity.fields[field]?.relation?.within?.of ?? '';
  const parentField = target?.withinParent?.field ?? '';
  const feminine = (label: { gender: string } | undefined) => label?.gender === 'f';
  const title = lower(entity.fields[field]?.title ?? field);
  const parentTitle = lower(target?.entity.fields[parentField]?.title ?? parentField);
  const ofTitle = lower(entity.fields[of]?.title ?? of);
  return (
    `${feminine(target?.entity.label) ? 'A' : 'O'} ${title} não pertence ` +
    `${feminine(target?.withinParent?.entity?.label) ? 'à' : 'ao'} ${parentTitle} ` +
    `${feminine(store.relations[of]?.entity.label) ? 'da' : 'do'} ${ofTitle}.`
  );
}
