// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backofficeUsers, bonusConfigs } from '../../generated/entities.ts';
import type { EntityRecord } from '../../core/index.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityListPage } from './entity-list-page.tsx';

const user = (id: number, email: string): EntityRecord => ({
  id,
  firstName: 'Ana',
  lastName: 'Souza',
  email,
  createdAt: '2026-03-04T15:07:00Z',
  isActive: true,
});

describe('row actions a rule would refuse the signed-in user (backoffice-users.json)', () => {
  it('offers no delete nor deactivate on the own account, and both on the others', async () => {
    const dataProvider = fakeDataProvider({
      itens: [user(1, 'admin@demo.com.br'), user(2, 'beatriz@demo.com.br')],
    });
    render(
      renderWithEngine(<EntityListPage entity={backofficeUsers} />, {
        dataProvider,
        profile: 'Admin',
        userId: 1,
        path: '/backoffice/users/',
      }),
    );
    const own = (await screen.findByText('admin@demo.com.br')).closest('tr')!;
    expect(within(own).getByRole('link', { name: 'Editar admin@demo.com.br' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Apagar|Desativar|Mais ações/ })).toBeNull();
    const other = screen.getByText('beatriz@demo.com.br').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Desativar beatriz@demo.com.br' })).toBeInTheDocument();
    await userEvent.click(
      await within(other).findByRole('button', { name: 'Mais ações beatriz@demo.com.br' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Apagar' })).toBeInTheDocument();
  });
});

describe("row actions named for people (bonus-configs.json's recordName)", () => {
  it('names a bonus range by its span, not its id, in its buttons', async () => {
    const dataProvider = fakeDataProvider({
      itens: [
        {
          id: 49,
          type: 'EngineLoad',
          fleetId: 7,
          minPerformance: 0,
          maxPerformance: 70.5,
          bonusValue: 100,
          createdAt: '2026-03-04T15:07:00Z',
          isActive: true,
        },
      ],
    });
    render(
      renderWithEngine(<EntityListPage entity={bonusConfigs} />, {
        dataProvider,
        profile: 'Admin',
        path: '/backoffice/fleets/bonus-configs/?operationId=7&tab=engineLoad',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Editar faixa de 0% a 70,5%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar faixa de 0% a 70,5%' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mais ações faixa de 0% a 70,5%' })).toBeInTheDocument();
  });
});
