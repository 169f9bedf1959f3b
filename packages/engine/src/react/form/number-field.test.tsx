// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bonusConfigs } from '../../generated/entities.ts';
import { fakeDataProvider, renderWithEngine } from '../test-support.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

const RANGE = { id: 4, fleetId: 2, type: 1, minPerformance: 0, maxPerformance: 70, bonusValue: 12345.67 };

function renderRange() {
  const dataProvider = fakeDataProvider();
  dataProvider.get.mockResolvedValue(RANGE);
  render(
    renderWithEngine(<EntityFormPage entity={bonusConfigs} variant="edit" />, {
      dataProvider,
      profile: 'Admin',
      path: '/backoffice/fleets/bonus-configs/edit/4',
      route: '/backoffice/fleets/bonus-configs/edit/:id',
    }),
  );
  return dataProvider;
}

const savedBonus = (dataProvider: ReturnType<typeof fakeDataProvider>) =>
  (dataProvider.update.mock.lastCall?.[0] as { data: Record<string, unknown> } | undefined)?.data[
    'bonusValue'
  ];

describe('a number field of a generic form (bonus-configs.json, Valor do prêmio)', () => {
  it('saves what replaced the value over a selection', async () => {
    const user = userEvent.setup();
    const dataProvider = renderRange();
    const bonus = await screen.findByLabelText(/Valor do prêmio/);
    expect(bonus).toHaveValue('12.345,67');
    await user.tripleClick(bonus);
    await user.keyboard('15000,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(savedBonus(dataProvider)).toBe(15000.5));
  });

  it('reads a dot typed as the decimal separator', async () => {
    const user = userEvent.setup();
    const dataProvider = renderRange();
    const bonus = await screen.findByLabelText(/Valor do prêmio/);
    await user.tripleClick(bonus);
    await user.keyboard('12.5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(savedBonus(dataProvider)).toBe(12.5));
  });

  it('refuses text that is not a number under the field, keeps it, and never saves the older value', async () => {
    const user = userEvent.setup();
    const dataProvider = renderRange();
    const bonus = await screen.findByLabelText(/Valor do prêmio/);
    await user.tripleClick(bonus);
    await user.keyboard('12345,6715000,5');
    await user.tab();
    expect(bonus).toHaveValue('12345,6715000,5');
    expect(bonus).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('O campo Valor do prêmio deve ser um número, como 1.234,56.'),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(bonus).toHaveValue('12345,6715000,5');
  });
});
