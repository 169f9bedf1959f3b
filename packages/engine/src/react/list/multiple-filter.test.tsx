// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { clients } from '../../generated/entities.ts';
import type { EntitySchema } from '../../core/index.ts';
import { createRestDataProvider } from '../shared/data-provider.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';

/** The clients' list with a filter of several values over a field of options. */
const withStages: EntitySchema = {
  ...clients,
  fields: {
    ...clients.fields,
    stage: {
      type: 'integer',
      title: 'Etapa',
      oneOf: [
        { const: 1, title: 'Prospecção' },
        { const: 2, title: 'Contrato' },
        { const: 3, title: 'Operação' },
      ],
    },
  },
  list: {
    ...clients.list,
    filters: [
      {
        field: 'stage',
        param: 'stage',
        label: 'Etapa',
        match: 'equals',
        input: 'select',
        join: [],
        hidden: false,
        multiple: true,
      },
    ],
  },
};

function Search() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

/** The page over the REST data provider: the list call's own query string is what is checked. */
function renderStages(path: string) {
  const request = vi.fn(async (_call: { path: string; query?: string }) => ({
    success: true,
    data: { itens: [{ id: 7, nomeFantasia: 'Rodovia Sul' }], totalPages: 1 },
  }));
  const dataProvider = { ...fakeDataProvider(), list: createRestDataProvider(request).list };
  render(
    renderWithEngine(
      <>
        <EntityListPage entity={withStages} />
        <Search />
      </>,
      { dataProvider, profile: 'Admin', path },
    ),
  );
  return request;
}

const lastQuery = (request: ReturnType<typeof renderStages>) => request.mock.calls.at(-1)?.[0].query;

describe('a filter of several values (`multiple`) on the generic list page', () => {
  it('reads its values from the URL’s repeated parameter, shows each as a chip and sends them all', async () => {
    const request = renderStages('/backoffice/clients/?stage=1&stage=3');
    await screen.findByText('Rodovia Sul');
    expect(lastQuery(request)).toBe('Page=1&stage=1&stage=3');
    expect(await screen.findByRole('button', { name: 'Remover Prospecção' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Operação' })).toBeInTheDocument();
  });

  it('adds a value from the panel, and keeps them in the URL as the parameter repeated', async () => {
    const user = userEvent.setup();
    const request = renderStages('/backoffice/clients/?stage=1');
    await screen.findByText('Rodovia Sul');
    expect(lastQuery(request)).toBe('Page=1&stage=1');
    await user.click(await screen.findByLabelText('Etapa'));
    await user.click(await screen.findByRole('option', { name: 'Contrato' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lastQuery(request)).toBe('Page=1&stage=1&stage=2'));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?stage=1&stage=2');

    await user.click(screen.getByRole('button', { name: 'Remover Prospecção' }));
    await user.click(screen.getByRole('button', { name: 'Remover Contrato' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lastQuery(request)).toBe('Page=1'));
  });
});
