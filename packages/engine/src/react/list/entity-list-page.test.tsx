// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { clients } from '../../generated/entities.ts';
import type { EntitySchema } from '../../core/index.ts';
import { createRestDataProvider } from '../shared/data-provider.ts';
import { fakeDataProvider, findRowAction, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';

const records = [
  {
    id: 7,
    nomeFantasia: 'Rodovia Sul',
    razaoSocial: 'Rodovia Sul LTDA',
    cnpj: '11222333000181',
    createdAt: '2026-03-04T15:07:00Z',
    isActive: true,
  },
  {
    id: 6,
    nomeFantasia: 'Grãos do Oeste',
    razaoSocial: 'Grãos do Oeste S.A.',
    cnpj: '45997418000153',
    createdAt: '2026-02-01T10:00:00Z',
    isActive: false,
  },
];

function renderList(profile: string, path = '/backoffice/clients/') {
  const dataProvider = fakeDataProvider({ itens: records, totalPages: 3, totalItems: 45 });
  render(renderWithEngine(<EntityListPage entity={clients} />, { dataProvider, profile, path }));
  return dataProvider;
}

describe('generic list page from clients.json', () => {
  it('shows the schema columns with their formats and every action for Admin', async () => {
    renderList('Admin');
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Nome Fantasia', 'CNPJ', 'Criado em', 'Ativo', 'Ações']);
    const row = (await within(table).findByText('Rodovia Sul')).closest('tr')!;
    expect(within(row).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(row).getByText('04/03/26 12:07')).toBeInTheDocument();
    expect(within(row).getByText('Sim')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar Rodovia Sul' })).toHaveAttribute(
      'href',
      '/backoffice/clients/edit/7',
    );
    // Motoristas and Editar inline; Desativar and Apagar in the row's Mais ações menu.
    expect(await within(row).findByRole('button', { name: 'Mais ações Rodovia Sul' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Novo/ })).toHaveAttribute('href', '/backoffice/clients/create/');
    const user = userEvent.setup();
    expect(await findRowAction(user, 'Desativar', 'Rodovia Sul')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await findRowAction(user, 'Ativar', 'Grãos do Oeste')).toBeInTheDocument();
  });

  it('hides Novo, edit, delete and toggle from Manager', async () => {
    renderList('Manager');
    const row = (await screen.findByText('Rodovia Sul')).closest('tr')!;
    expect(within(row).queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Novo/ })).toBeNull();
  });

  it('deletes only after the confirm prompt, then reloads the list', async () => {
    const user = userEvent.setup();
    const dataProvider = renderList('Admin');
    await user.click(await findRowAction(user, 'Apagar', 'Rodovia Sul'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja apagar o cliente "Rodovia Sul"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(dataProvider.remove).not.toHaveBeenCalled();

    const callsBefore = dataProvider.list.mock.calls.length;
    await user.click(await findRowAction(user, 'Apagar', 'Rodovia Sul'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(dataProvider.remove).toHaveBeenCalledWith({ entity: clients, id: 7 }));
    await waitFor(() => expect(dataProvider.list.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('deactivates an active record and activates an inactive one', async () => {
    const user = userEvent.setup();
    const dataProvider = renderList('Admin');
    await user.click(await findRowAction(user, 'Ativar', 'Grãos do Oeste'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja ativar o cliente "Grãos do Oeste"?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(dataProvider.setActive).toHaveBeenCalledWith({ entity: clients, id: 6, active: true }),
    );

    await user.click(await findRowAction(user, 'Desativar', 'Rodovia Sul'));
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveTextContent('Tem certeza que deseja desativar o cliente "Rodovia Sul"?');
    await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(dataProvider.setActive).toHaveBeenCalledWith({ entity: clients, id: 7, active: false }),
    );
  });

  it('renders link actions from the schema with the record filled into the path', async () => {
    const withLink = {
      ...clients,
      list: {
        ...clients.list!,
        rowActions: [
          {
            kind: 'link' as const,
            label: 'Motoristas',
            icon: 'users' as const,
            to: '/x/drivers/?clientId={id}',
            permission: 'list' as const,
          },
        ],
      },
    };
    const dataProvider = fakeDataProvider({ itens: records, totalPages: 1 });
    render(renderWithEngine(<EntityListPage entity={withLink} />, { dataProvider, profile: 'Manager' }));
    expect(await screen.findByRole('link', { name: 'Motoristas de Rodovia Sul' })).toHaveAttribute(
      'href',
      '/x/drivers/?clientId=7',
    );
  });

  it('shows the applied filters again when the URL changes under them', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider({ itens: records, totalPages: 1 });
    render(
      renderWithEngine(
        <>
          <Link to="/backoffice/clients/">Clientes no menu</Link>
          <EntityListPage entity={clients} />
        </>,
        { dataProvider, profile: 'Admin', path: '/backoffice/clients/?nomeFantasia=rodo' },
      ),
    );
    expect(await screen.findByLabelText('Nome Fantasia')).toHaveValue('rodo');
    await user.click(screen.getByRole('link', { name: 'Clientes no menu' }));
    await waitFor(() => expect(screen.getByLabelText('Nome Fantasia')).toHaveValue(''));
  });

  it('sends filters under their spec parameter names, digits only for CNPJ, from page 1', async () => {
    const user = userEvent.setup();
    const dataProvider = renderList('Admin', '/backoffice/clients/?page=2');
    await screen.findByText('Rodovia Sul');
    expect(dataProvider.list).toHaveBeenLastCalledWith({
      entity: clients,
      params: { page: 2, filters: { nomeFantasia: '', cnpj: '' } },
    });
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    await user.type(screen.getByLabelText('Nome Fantasia'), 'rodo');
    await user.type(screen.getByLabelText('CNPJ'), '11.a22{Enter}');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('1122');
    await waitFor(() =>
      expect(dataProvider.list).toHaveBeenLastCalledWith({
        entity: clients,
        params: { page: 1, filters: { nomeFantasia: 'rodo', cnpj: '1122' } },
      }),
    );
  });

  it('moves between pages from page 1', async () => {
    const user = userEvent.setup();
    const dataProvider = renderList('Admin');
    await screen.findByText('Rodovia Sul');
    const pagination = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pagination).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pagination).getByRole('button', { name: 'Página 3' }));
    await waitFor(() =>
      expect(dataProvider.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ params: expect.objectContaining({ page: 3 }) }),
      ),
    );
  });

  it('shows the empty state and a load error with a retry', async () => {
    const dataProvider = fakeDataProvider();
    const { unmount } = render(
      renderWithEngine(<EntityListPage entity={clients} />, { dataProvider, profile: 'Admin' }),
    );
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    unmount();
    dataProvider.list.mockRejectedValue(new Error('offline'));
    render(renderWithEngine(<EntityListPage entity={clients} />, { dataProvider, profile: 'Admin' }));
    expect(await screen.findByText('Erro ao carregar clientes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('says so above the rows shown before when another page fails to load, and retries it', async () => {
    const user = userEvent.setup();
    const dataProvider = renderList('Admin');
    await screen.findByText('Rodovia Sul');
    dataProvider.list.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Erro ao carregar clientes.')).toBeInTheDocument();
    // The earlier page's rows stay, under the message, rather than a list that silently did not change.
    expect(screen.getByText('Rodovia Sul')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText('Erro ao carregar clientes.')).toBeNull());
    expect(dataProvider.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: expect.objectContaining({ page: 3 }) }),
    );
  });

  it('a cancelled load is no error and no empty list: the rows are still to come', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.list.mockRejectedValue(new DOMException('This operation was aborted', 'AbortError'));
    render(renderWithEngine(<EntityListPage entity={clients} />, { dataProvider, profile: 'Admin' }));
    await waitFor(() => expect(dataProvider.list).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Clientes' })).toHaveAttribute('aria-busy', 'true'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Erro ao carregar clientes.')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
  });
});

describe('named orders (list.orders) on the generic list page', () => {
  const ordered: EntitySchema = {
    ...clients,
    list: {
      ...clients.list,
      defaultSort: { field: 'createdAt', direction: 'desc' },
      orders: {
        param: 'orderBy',
        label: 'Ordenar por',
        options: [
          { value: 'created_desc', label: 'Mais recentes', field: 'createdAt', direction: 'desc' },
          // Razão social is no sortable column: only the named order makes it one.
          { value: 'company_asc', label: 'Razão social (A-Z)', field: 'razaoSocial', direction: 'asc' },
        ],
      },
    },
  };

  /** The portal URL's query, shown so a test can read what the page keeps there. */
  function Search() {
    return <output aria-label="URL">{useLocation().search}</output>;
  }

  /** The page over the REST data provider, so the list call's own query string is what is checked. */
  function renderOrdered(path = '/backoffice/clients/') {
    const request = vi.fn(async (_call: { path: string; query?: string }) => ({
      success: true,
      data: { itens: records, totalPages: 1 },
    }));
    const dataProvider = { ...fakeDataProvider(), list: createRestDataProvider(request).list };
    render(
      renderWithEngine(
        <>
          <EntityListPage entity={ordered} />
          <Search />
        </>,
        { dataProvider, profile: 'Admin', path },
      ),
    );
    return request;
  }

  const orderSelect = () => screen.getByRole('button', { name: /^Ordenar por/ });

  it("shows the 'Ordenar por' select on the first option, and a pick reorders from page 1", async () => {
    const user = userEvent.setup();
    const request = renderOrdered('/backoffice/clients/?page=2');
    await screen.findByText('Rodovia Sul');
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'Page=2' }));
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(orderSelect()).toHaveTextContent('Mais recentes');
    await user.click(orderSelect());
    await user.click(await screen.findByRole('option', { name: 'Razão social (A-Z)' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: 'Page=1&orderBy=company_asc' }),
      ),
    );
    expect(orderSelect()).toHaveTextContent('Razão social (A-Z)');
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?orderBy=company_asc');
  });

  it('reads the order back from the URL, so a reload or a shared link keeps it', async () => {
    const request = renderOrdered('/backoffice/clients/?orderBy=company_asc');
    await screen.findByText('Rodovia Sul');
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'Page=1&orderBy=company_asc' }),
    );
    // The URL holds what the panel sets: the panel opens with the order chosen.
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(orderSelect()).toHaveTextContent('Razão social (A-Z)');
  });

  it('has no order select on a list without named orders', async () => {
    const user = userEvent.setup();
    renderList('Admin');
    await screen.findByText('Rodovia Sul');
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(screen.queryByRole('button', { name: /^Ordenar por/ })).toBeNull();
  });
});
