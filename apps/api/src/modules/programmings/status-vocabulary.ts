import { PROGRAMMING_STATUS_TABLE } from '@frota/domain';
import type { EntitySchema } from '@frota/engine';

const DOMAIN_TABLE = 'packages/domain/src/programming-status.ts';

/**
 * Where the programmings schema's status options (`fields.status.oneOf`: the numbers the records store and the
 * titles the generic pages show) disagree with the domain's status table, which the portal and the API read:
 * one sentence a problem, naming the file and the status. Empty when they agree.
 *
 * @example statusVocabularyMismatches(entityById('programmings')) // []
 */
export function statusVocabularyMismatches(entity: EntitySchema): string[] {
  const where = `schemas/${entity.id}.json: fields.status.oneOf`;
  const options = entity.fields['status']?.oneOf;
  if (!options)
    return [`${where} is missing: list the ${PROGRAMMING_STATUS_TABLE.length} statuses of ${DOMAIN_TABLE}.`];
  const problems: string[] = [];
  PROGRAMMING_STATUS_TABLE.forEach(({ name, label }, code) => {
    const found = options.filter((option) => option.const === code);
    if (found.length === 0)
      problems.push(
        `${where}: status ${code} (${name}) is missing; add { "const": ${code}, "title": "${label}" }.`,
      );
    if (found.length > 1)
      problems.push(`${where}: status ${code} (${name}) is listed ${found.length} times.`);
    for (const { title } of found)
      if (title !== label)
        problems.push(
          `${where}: status ${code} (${name}) is titled "${title}"; ${DOMAIN_TABLE} calls it "${label}".`,
        );
  });
  for (const option of options) {
    const known = typeof option.const === 'number' && PROGRAMMING_STATUS_TABLE[option.const] !== undefined;
    if (!known)
      problems.push(
        `${where}: ${JSON.stringify(option.const)} ("${option.title}") is not a status of ${DOMAIN_TABLE} ` +
          `(0 to ${PROGRAMMING_STATUS_TABLE.length - 1}).`,
      );
  }
  return problems;
}
