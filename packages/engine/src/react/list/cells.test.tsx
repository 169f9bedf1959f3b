import { formatCnpj, formatCpf, formatPercent, formatPlate } from '@frota/domain/format';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../core/index.ts';
import { bonusConfigs, clients, trackingLogs } from '../../generated/entities.ts';
import { defaultCells } from './cells.tsx';

/** The text a column's default cell shows for a value (the API's Excel export reads the same column). */
function cellText(entity: EntitySchema, field: string, value: unknown): string {
  const column = entity.list.columns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`${entity.id} lists no ${field}`);
  const node: ReactNode = defaultCells[column.format]({ value, record: { id: 1 }, column, entity });
  return renderToStaticMarkup(<>{node}</>).replace(/<[^>]+>/g, '');
}

/** What a missing value's cell reads as text: the dash, then the screen reader's words. */
const MISSING = '—Não informado';

describe('defaultCells', () => {
  it("shows a percent with the resolved column's decimals: a reading one, an exact decimal its own", () => {
    expect(cellText(trackingLogs, 'engineLoad', 87.46)).toBe('87,5%');
    expect(cellText(trackingLogs, 'engineLoad', 87.46)).toBe(
      formatPercent(87.46, trackingLogs.list.columns.find((c) => c.field === 'engineLoad')?.decimals),
    );
    expect(cellText(bonusConfigs, 'minPerformance', '62.25')).toBe('62,25%');
  });

  it('shows plates, CPFs and CNPJs as the format module writes them, the missing value’s dash when empty', () => {
    expect(cellText(trackingLogs, 'placa', 'ABC1D23')).toBe(formatPlate('ABC1D23'));
    expect(cellText(trackingLogs, 'motoristaCpf', '52998224725')).toBe(formatCpf('52998224725'));
    expect(cellText(clients, 'cnpj', '11222333000181')).toBe(formatCnpj('11222333000181'));
    expect(cellText(trackingLogs, 'placa', null)).toBe(MISSING);
  });

  it('shows every empty value as an em dash read "Não informado", never a hyphen or a zero', () => {
    const markup = renderToStaticMarkup(
      <>
        {defaultCells.text({
          value: '',
          record: { id: 1 },
          column: clients.list.columns[0]!,
          entity: clients,
        })}
      </>,
    );
    expect(markup).toBe('<span aria-hidden="true">—</span><span class="sr-only">Não informado</span>');
    expect(cellText(trackingLogs, 'engineLoad', null)).toBe(MISSING);
    expect(cellText(clients, 'cnpj', '')).toBe(MISSING);
  });
});
