// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../generated/entities.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

const CREATE = '/backoffice/drivers/create/';

describe('a driver created with nothing filled', () => {
  it('says every required field is required and focuses Cliente without opening its options', async () => {
    const user = userEvent.setup();
    render(
      renderWithEngine(<EntityFormPage entity={drivers} variant="create" />, {
        dataProvider: fakeDataProvider(),
        profile: 'Admin',
        path: CREATE,
        route: CREATE,
        formExtensions: { 'driver-create': { afterCreate: () => ({ done: true }) } },
      }),
    );
    // The selects arrive in a chunk of their own; until then an inert input holds each one's place.
    const client = await screen.findByRole('combobox', { name: /Cliente/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O campo Motoristas é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O campo Cliente é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByText(/Motoristas é inválido/)).not.toBeInTheDocument();
    await waitFor(() => expect(client).toHaveFocus());
    // Headless UI opens on a microtask after the focus: give it the chance before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
