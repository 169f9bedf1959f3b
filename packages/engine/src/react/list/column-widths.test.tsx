// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clients } from '../../generated/entities.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';

const client = (id: number, nomeFantasia: string) => ({
  id,
  nomeFantasia,
  razaoSocial: `${nomeFantasia} LTDA`,
  cnpj: '11222333000181',
  createdAt: '2026-03-04T15:07:00Z',
  isActive: true,
});

/** The widths a page's table declares for its columns, in order. */
async function columnWidths(name: string): Promise<string[]> {
  const dataProvider = fakeDataProvider({ itens: [client(7, name)], totalPages: 2, totalItems: 21 });
  const view = render(
    renderWithEngine(<EntityListPage entity={clients} />, {
      dataProvider,
      profile: 'Admin',
      path: '/backoffice/clients/',
    }),
  );
  const table = await screen.findByRole('table', { name: 'Clientes' });
  await screen.findByText(name);
  const widths = [...table.querySelectorAll('col')].map((col) => col.style.width);
  expect(table).toHaveClass('table-fixed');
  view.unmount();
  return widths;
}

describe('a generic list keeps its column widths from page to page', () => {
  it('lays the table out from its columns, not from the names on the page', async () => {
    const short = await columnWidths('Sul');
    const long = await columnWidths('Transportadora Rodoviária de Cargas do Extremo Oeste');
    expect(short).toEqual(long);
    // #, Nome Fantasia (the rest), CNPJ, Criado em, Ativo, Ações (Motoristas, Editar and Mais ações: 3 slots).
    expect(short).toEqual(['4rem', '', '10.5rem', '9rem', '4.5rem', '9rem']);
  });
});
