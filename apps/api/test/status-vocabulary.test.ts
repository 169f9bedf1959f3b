import { entityById } from '@frota/engine/entities';
import { describe, expect, it } from 'vitest';
import { statusVocabularyMismatches } from '../src/modules/programmings/status-vocabulary.ts';

const programmings = () => structuredClone(entityById('programmings'));
const WHERE = 'schemas/programmings.json: fields.status.oneOf';

describe("the programmings schema's status options", () => {
  it('agree with the domain status table', () => {
    expect(statusVocabularyMismatches(programmings())).toEqual([]);
  });

  it('name the file and the status that disagrees', () => {
    const entity = programmings();
    const options = entity.fields['status']!.oneOf!;
    options[3] = { const: 3, title: 'Em Transito Carregado' };
    entity.fields['status']!.oneOf = [
      ...options.filter((option) => option.const !== 7),
      { const: 16, title: 'Parada' },
    ];
    expect(statusVocabularyMismatches(entity)).toEqual([
      `${WHERE}: status 3 (LoadedTransit) is titled "Em Transito Carregado"; packages/domain/src/programming-status.ts calls it "Em Trânsito Carregado".`,
      `${WHERE}: status 7 (Cancelled) is missing; add { "const": 7, "title": "Cancelada" }.`,
      `${WHERE}: 16 ("Parada") is not a status of packages/domain/src/programming-status.ts (0 to 15).`,
    ]);
  });

  it('say so when the status field lists no options', () => {
    const entity = programmings();
    delete entity.fields['status']!.oneOf;
    expect(statusVocabularyMismatches(entity)).toEqual([
      `${WHERE} is missing: list the 16 statuses of packages/domain/src/programming-status.ts.`,
    ]);
  });
});
