// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appMessages, clients } from '../../generated/entities.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

function renderForm(variant: 'create' | 'edit', path: string, route: string) {
  const dataProvider = fakeDataProvider();
  render(
    renderWithEngine(<EntityFormPage entity={clients} variant={variant} />, {
      dataProvider,
      profile: 'Admin',
      path,
      route,
    }),
  );
  return dataProvider;
}

describe('generic form page from clients.json', () => {
  it('validates with the precompiled validator in pt-BR, keeping what was typed', async () => {
    const user = userEvent.setup();
    const dataProvider = renderForm('create', '/backoffice/clients/create/', '/backoffice/clients/create/');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Nome Fantasia é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O campo Razão Social é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O campo CNPJ é obrigatório.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome Fantasia/), 'Rodovia Sul');
    await user.type(screen.getByLabelText(/CNPJ/), '1122233300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe os 14 dígitos do CNPJ.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome Fantasia/)).toHaveValue('Rodovia Sul');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends the CNPJ digits without the mask and returns to the list', async () => {
    const user = userEvent.setup();
    const dataProvider = renderForm('create', '/backoffice/clients/create/', '/backoffice/clients/create/');
    await user.type(await screen.findByLabelText(/Nome Fantasia/), 'Rodovia Sul');
    await user.type(screen.getByLabelText(/Razão Social/), 'Rodovia Sul LTDA');
    const cnpj = screen.getByLabelText(/CNPJ/);
    await user.type(cnpj, '11222333000181');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith({
        entity: clients,
        data: { nomeFantasia: 'Rodovia Sul', razaoSocial: 'Rodovia Sul LTDA', cnpj: '11222333000181' },
      }),
    );
    expect(await screen.findByText('fora da página')).toBeInTheDocument();
  });

  it('shows the server messages in the red box and keeps the form', async () => {
    const user = userEvent.setup();
    const dataProvider = renderForm('create', '/backoffice/clients/create/', '/backoffice/clients/create/');
    dataProvider.create.mockRejectedValue(
      Object.assign(new Error('400'), { messages: ['Já existe um cliente com este CNPJ.'] }),
    );
    await user.type(await screen.findByLabelText(/Nome Fantasia/), 'Rodovia Sul');
    await user.type(screen.getByLabelText(/Razão Social/), 'Rodovia Sul LTDA');
    await user.type(screen.getByLabelText(/CNPJ/), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe um cliente com este CNPJ.');
    expect(screen.getByLabelText(/Razão Social/)).toHaveValue('Rodovia Sul LTDA');
  });

  it('loads the record to edit and sends the update by id', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.get.mockResolvedValue({
      id: 7,
      nomeFantasia: 'Rodovia Sul',
      razaoSocial: 'Rodovia Sul LTDA',
      cnpj: '11222333000181',
      isActive: true,
      createdAt: '2026-01-01T00:00:00Z',
    });
    render(
      renderWithEngine(<EntityFormPage entity={clients} variant="edit" />, {
        dataProvider,
        profile: 'Admin',
        path: '/backoffice/clients/edit/7',
        route: '/backoffice/clients/edit/:id',
      }),
    );
    const name = await screen.findByLabelText(/Nome Fantasia/);
    expect(name).toHaveValue('Rodovia Sul');
    expect(screen.getByLabelText(/CNPJ/)).toHaveValue('11.222.333/0001-81');
    await user.clear(name);
    await user.type(name, 'Rodovia Sul Editada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith({
        entity: clients,
        id: '7',
        data: {
          nomeFantasia: 'Rodovia Sul Editada',
          razaoSocial: 'Rodovia Sul LTDA',
          cnpj: '11222333000181',
        },
      }),
    );
  });
});

describe('check digits', () => {
  it('refuses a CNPJ with wrong check digits before sending, keeping it', async () => {
    const user = userEvent.setup();
    const dataProvider = renderForm('create', '/backoffice/clients/create/', '/backoffice/clients/create/');
    await user.type(await screen.findByLabelText(/Nome Fantasia/), 'Rodovia Sul');
    await user.type(screen.getByLabelText(/Razão Social/), 'Rodovia Sul LTDA');
    await user.type(screen.getByLabelText(/CNPJ/), '11222333000180');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido: confira os números digitados.')).toBeInTheDocument();
    expect(screen.getByLabelText(/CNPJ/)).toHaveValue('11.222.333/0001-80');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('blank text', () => {
  it('refuses a required field of only spaces, as the server would', async () => {
    const user = userEvent.setup();
    const dataProvider = renderForm('create', '/backoffice/clients/create/', '/backoffice/clients/create/');
    await user.type(await screen.findByLabelText(/Nome Fantasia/), '   ');
    await user.type(screen.getByLabelText(/Razão Social/), 'Rodovia Sul LTDA');
    await user.type(screen.getByLabelText(/CNPJ/), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Nome Fantasia é obrigatório.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('reopening an edit page', () => {
  it('fills the form from the cache when swr dedupes the record request', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.get.mockResolvedValue({
      id: 7,
      nomeFantasia: 'Rodovia Sul',
      razaoSocial: 'Rodovia Sul LTDA',
      cnpj: '11222333000181',
    });
    const cache = new Map<string, unknown>();
    const page = () =>
      renderWithEngine(<EntityFormPage entity={clients} variant="edit" />, {
        dataProvider,
        profile: 'Admin',
        path: '/backoffice/clients/edit/7',
        route: '/backoffice/clients/edit/:id',
        cache,
      });
    const first = render(page());
    expect(await screen.findByLabelText(/Nome Fantasia/)).toHaveValue('Rodovia Sul');
    first.unmount();
    render(page());
    expect(await screen.findByLabelText(/Nome Fantasia/)).toHaveValue('Rodovia Sul');
    expect(dataProvider.get).toHaveBeenCalledTimes(1);
  });
});

describe('a date and time filled in part', () => {
  it('is refused under the field, and nothing is saved until it is complete or empty', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    render(
      renderWithEngine(<EntityFormPage entity={appMessages} variant="create" />, {
        dataProvider,
        profile: 'Admin',
        path: '/backoffice/app-messages/create/',
        route: '/backoffice/app-messages/create/',
      }),
    );
    await user.type(await screen.findByLabelText(/Assunto/), 'Aviso');
    await user.type(screen.getByLabelText(/^Mensagem/), 'Texto do aviso');
    const expiry = screen.getByLabelText('Válida até');
    // "15/12": the day and the month, no year nor time.
    await user.type(expiry, '1512');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a data e a hora completas.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    // Emptied: the message is saved with no expiry.
    await user.clear(expiry);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith({
        entity: appMessages,
        data: expect.not.objectContaining({ dueDate: expect.anything() }),
      }),
    );
  });
});
