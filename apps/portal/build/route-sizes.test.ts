import { describe, expect, it } from 'vitest';
import { budgetBreaches, ROUTE_BUDGETS_KB } from './route-sizes.ts';

const route = (name: string, kb: number, maps = false) => ({ route: name, kb, chunks: 10, maps });

describe('budgetBreaches', () => {
  it('names a route over its budget with its bytes, and nothing for one at its budget', () => {
    const budget = ROUTE_BUDGETS_KB['clients list']!;
    expect(
      budgetBreaches({
        results: [route('clients list', budget + 0.041), route('login', 1)],
        withCompiler: [],
      }),
    ).toEqual([
      `clients list: ${budget * 1000 + 41} bytes gzipped (${(budget + 0.041).toFixed(2)} KB), over its budget of ${budget} KB`,
    ]);
    expect(budgetBreaches({ results: [route('clients list', budget)], withCompiler: [] })).toEqual([]);
  });

  it('names a route that loads the maps code early, and a chunk that ships the validator compiler', () => {
    expect(
      budgetBreaches({
        results: [route('references list', 100, true), route('references fence map', 200, true)],
        withCompiler: ['assets/form-1.js'],
      }),
    ).toEqual([
      'references list: loads the Google Maps code before a map shows',
      "assets/form-1.js: ships ajv's compiler (validators must be precompiled)",
    ]);
  });
});
