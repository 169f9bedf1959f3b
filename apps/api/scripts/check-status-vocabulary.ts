/**
 * Part of `npm run generate`: fails, naming the file and each status, when the programmings schema's status
 * options disagree with the domain's status table (their numbers and pt-BR titles).
 */
import { entityById } from '@frota/engine/entities';
import { statusVocabularyMismatches } from '../src/modules/programmings/status-vocabulary.ts';

const problems = statusVocabularyMismatches(entityById('programmings'));
if (problems.length > 0) {
  console.error(`The programmings' statuses disagree with the domain's:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('schemas/programmings.json: status options agree with the domain.');
