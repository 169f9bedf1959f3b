// @vitest-environment jsdom
import './test-dom.ts';
import { render, screen, within } from '@testing-library/react';
import type { EntityFile, EntitySchema } from '@frota/engine';
import { editedEntity } from '@frota/engine/meta';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installProgrammingApi, programmingsSummary } from './programming-story-fixtures.ts';
import { ProgrammingFormPage } from './form/programming-form-page.tsx';
import { ProgrammingListPage } from './list/programming-list-page.tsx';

const fieldOf = (column: NonNullable<NonNullable<EntityFile['list']>['columns']>[number]) =>
  typeof column === 'string' ? column : column.field;

/** programmings.json as a developer would edit it: no Produto column; the driver required, the volume not. */
const edited = editedEntity('programmings', (file) => {
  file.list!.columns = file.list!.columns!.filter((column) => fieldOf(column) !== 'productName');
  file.forms!.create!.required = [
    ...file.forms!.create!.required!.filter((field) => field !== 'volume'),
    'driverId',
  ];
});
const summary = { ...programmingsSummary, load: async (): Promise<EntitySchema> => edited };

let uninstall: () => void;
beforeEach(() => {
  uninstall = installProgrammingApi();
});
afterEach(() => uninstall());

function visit(path: string, route: string, page: ReactNode) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('programmings.json edited alone changes the screens', () => {
  it('lists without the column the schema no longer declares', async () => {
    visit('/backoffice/programming/', '/backoffice/programming/', <ProgrammingListPage summary={summary} />);
    const table = await screen.findByRole('table', { name: 'Programações' }, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Cliente',
      'Veículo',
      'Volume',
      'Origem',
      'Destino',
      'Retorno',
      'Data prevista',
      'Tipo',
      'Status',
      'Ações',
    ]);
  });

  it('marks the fields the schema requires, and only those', async () => {
    visit(
      '/backoffice/programming/create',
      '/backoffice/programming/create',
      <ProgrammingFormPage summary={summary} variant="create" />,
    );
    expect(
      await screen.findByRole('button', { name: /^Motorista obrigatório/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Produto obrigatório/ })).toBeInTheDocument();
  });
});
