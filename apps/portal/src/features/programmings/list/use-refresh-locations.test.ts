// @vitest-environment jsdom
// (jsdom: the module reaches the portal's HTTP client, which reads window when it loads.)
import { notify } from '@frota/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationRefreshResult } from '@frota/domain';
import { announceRefresh } from './use-refresh-locations.ts';

/** Every toast shown, in order, by kind. */
function toasts(result: LocationRefreshResult): Array<[kind: keyof typeof notify, message: unknown]> {
  const shown: Array<[keyof typeof notify, unknown]> = [];
  for (const kind of ['success', 'info', 'warning', 'error'] as const)
    vi.spyOn(notify, kind).mockImplementation((message) => {
      shown.push([kind, message]);
      return `toast-${shown.length}`;
    });
  announceRefresh(result);
  return shown;
}

const RESULT: LocationRefreshResult = {
  totalProcessed: 12,
  totalUpdated: 0,
  totalIgnored: 12,
  hasUpdates: false,
  warnings: [],
  errors: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('announceRefresh (spec 02 §8)', () => {
  it('says how many were updated, as a success, when something moved', () => {
    expect(toasts({ ...RESULT, totalUpdated: 5, totalIgnored: 7, hasUpdates: true })).toEqual([
      ['success', 'Atualização concluída! 5 de 12 programações foram atualizadas.'],
    ]);
  });

  it('says nothing needed updating, as information, when nothing moved', () => {
    expect(toasts(RESULT)).toEqual([
      ['info', 'Nenhuma atualização necessária. 12 programações processadas.'],
    ]);
  });

  it('follows the summary with each warning as a warning and each error as an error', () => {
    const shown = toasts({
      ...RESULT,
      totalUpdated: 2,
      hasUpdates: true,
      warnings: [
        '1 programação sem leitura de posição nas últimas 2 horas (placa IZB-7C84).',
        'Programação #118 sem placa principal: ignorada.',
      ],
      errors: ['Falha ao consultar o endereço da programação #121.', 'Falha ao gravar a posição da #122.'],
    });
    expect(shown).toEqual([
      ['success', 'Atualização concluída! 2 de 12 programações foram atualizadas.'],
      ['warning', '1 programação sem leitura de posição nas últimas 2 horas (placa IZB-7C84).'],
      ['warning', 'Programação #118 sem placa principal: ignorada.'],
      ['error', 'Falha ao consultar o endereço da programação #121.'],
      ['error', 'Falha ao gravar a posição da #122.'],
    ]);
  });

  it('still gives the summary when nothing moved but something went wrong', () => {
    expect(toasts({ ...RESULT, errors: ['Serviço de endereços indisponível.'] })).toEqual([
      ['info', 'Nenhuma atualização necessária. 12 programações processadas.'],
      ['error', 'Serviço de endereços indisponível.'],
    ]);
  });
});
