// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { references } from '../../generated/entities.ts';
import type { FormComponentProps } from '../shared/form-component.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';

const rows = [{ id: 4, referenceCode: 'STS-T1', name: 'Porto de Santos', isActive: true }];

/** A stand-in for the portal's dialog: says how the list opened it, and closes. */
function ProbeDialog({ mode, id, onClose }: FormComponentProps) {
  return (
    <div role="dialog" aria-label="Sonda">
      <p>{`modo ${mode}${id === undefined ? '' : ` registro ${id}`}`}</p>
      <button type="button" onClick={onClose}>
        Fechar sonda
      </button>
    </div>
  );
}

function renderReferences(profile: string, formComponents = { 'reference-form': ProbeDialog }) {
  const dataProvider = fakeDataProvider({ itens: rows, totalPages: 1, totalItems: 1 });
  render(
    renderWithEngine(<EntityListPage entity={references} />, {
      dataProvider,
      profile,
      path: '/torre/references',
      formComponents,
    }),
  );
}

describe('a list whose forms are a bespoke dialog (forms.component)', () => {
  it('opens the registered dialog for Novo, Visualizar and Editar, with the mode and the record', async () => {
    const user = userEvent.setup();
    renderReferences('Admin');
    await user.click(screen.getByRole('button', { name: /Novo/ }));
    expect(
      within(screen.getByRole('dialog', { name: 'Sonda' })).getByText('modo create'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar sonda' }));
    await user.click(await screen.findByRole('button', { name: 'Visualizar Porto de Santos' }));
    expect(screen.getByText('modo view registro 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar sonda' }));
    await user.click(screen.getByRole('button', { name: 'Editar Porto de Santos' }));
    expect(screen.getByText('modo edit registro 4')).toBeInTheDocument();
  });

  it('offers a Manager only the view', async () => {
    renderReferences('Manager');
    const row = (await screen.findByText('Porto de Santos')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Visualizar Porto de Santos']);
    expect(screen.queryByRole('button', { name: /Novo/ })).toBeNull();
  });

  it('fails loudly, naming what is registered, when the portal did not register the dialog', async () => {
    const user = userEvent.setup();
    renderReferences('Admin', {} as never);
    await expect(async () => {
      await user.click(screen.getByRole('button', { name: /Novo/ }));
    }).rejects.toThrow(
      'references.json: /forms/component "reference-form" is not registered by the portal (registered: none).',
    );
  });

  it('keeps the list when the dialog fails to load, and opens again on the next click', async () => {
    const user = userEvent.setup();
    let fail = true;
    function FlakyDialog(props: FormComponentProps) {
      if (fail) throw new Error('Falha ao carregar o módulo "referências".');
      return <ProbeDialog {...props} />;
    }
    renderReferences('Admin', { 'reference-form': FlakyDialog });
    await user.click(screen.getByRole('button', { name: /Novo/ }));
    expect(screen.queryByRole('dialog', { name: 'Sonda' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Referências' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Novo/ }));
    expect(screen.getByText('modo create')).toBeInTheDocument();
  });
});
