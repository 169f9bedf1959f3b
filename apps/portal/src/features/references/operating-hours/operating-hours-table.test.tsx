// @vitest-environment jsdom
import './test-dom.ts';
import {
  DEFAULT_SCHEDULE,
  SCHEDULE_APPLIED_MESSAGE,
  applyToAllDays,
  draftsFromRecord,
  emptyWeek,
  type OperatingHourDraft,
} from '@frota/domain';
import { AppToaster } from '@frota/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OperatingHoursTable } from './operating-hours-table.tsx';

const DAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** The table with its rows in state, as the reference form holds them; onChange is a spy. */
function renderTable(initial: OperatingHourDraft[] = emptyWeek(), readOnly = false) {
  const onChange = vi.fn<(value: OperatingHourDraft[]) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <OperatingHoursTable
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <>
      <Harness />
      <AppToaster />
    </>,
  );
  return { onChange, lastValue: () => onChange.mock.lastCall?.[0] };
}

describe('OperatingHoursTable', () => {
  it('shows one row per weekday, Domingo first, under the five columns', () => {
    renderTable([...emptyWeek()].reverse());
    const table = screen.getByRole('table', { name: 'Horários de operação' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Dia', 'Início', 'Fim', 'Gate-to-gate contratado (min)', 'Gate-to-gate previsto (min)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(DAYS);
  });

  it('names every input with its column and its day', () => {
    renderTable();
    for (const day of DAYS) {
      expect(screen.getByLabelText(`Início de ${day}`)).toHaveAttribute('placeholder', 'hh:mm');
      expect(screen.getByLabelText(`Fim de ${day}`)).toHaveAttribute('placeholder', 'hh:mm');
      expect(screen.getByRole('textbox', { name: `Gate-to-gate contratado de ${day}` })).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      expect(screen.getByRole('textbox', { name: `Gate-to-gate previsto de ${day}` })).toBeInTheDocument();
    }
  });

  it('calls onChange with all the rows when a time is edited', async () => {
    const user = userEvent.setup();
    const { onChange, lastValue } = renderTable();
    await user.type(screen.getByLabelText('Início de Segunda-feira'), '07:30');
    expect(onChange).toHaveBeenCalled();
    const expected = emptyWeek();
    expected[1] = { ...expected[1]!, startTime: '07:30' };
    expect(lastValue()).toEqual(expected);
    expect(screen.getByLabelText('Início de Segunda-feira')).toHaveValue('07:30');
  });

  it('calls onChange with the minutes as text when a gate-to-gate is edited, and with "" when emptied', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderTable(applyToAllDays(DEFAULT_SCHEDULE));
    const contracted = screen.getByRole('textbox', { name: 'Gate-to-gate contratado de Terça-feira' });
    await user.clear(contracted);
    expect(lastValue()?.[2]).toEqual({ ...applyToAllDays(DEFAULT_SCHEDULE)[2], contractedGateToGate: '' });
    await user.type(contracted, '45');
    expect(lastValue()?.[2]?.contractedGateToGate).toBe('45');
    expect(lastValue()?.filter((draft) => draft.day !== 2)).toEqual(
      applyToAllDays(DEFAULT_SCHEDULE).filter((draft) => draft.day !== 2),
    );
  });

  it('keeps gate-to-gate within 0 to 1440 whole minutes', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderTable();
    const expected = screen.getByRole('textbox', { name: 'Gate-to-gate previsto de Sábado' });
    await user.type(expected, '2000');
    expect(expected).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(lastValue()?.[6]?.totalGateToGate).toBe('1440');
    await user.click(expected);
    await user.keyboard('{ArrowUp}');
    expect(lastValue()?.[6]?.totalGateToGate).toBe('1440');
    await user.keyboard('{ArrowDown}');
    expect(lastValue()?.[6]?.totalGateToGate).toBe('1439');
  });

  it('Configurar todos fills the seven days with the defaults and says so', async () => {
    const user = userEvent.setup();
    const { onChange, lastValue } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Configurar todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar todos os dias' });
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastValue()).toEqual(applyToAllDays(DEFAULT_SCHEDULE));
    expect(await screen.findByText(SCHEDULE_APPLIED_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const day of DAYS) {
      expect(screen.getByLabelText(`Início de ${day}`)).toHaveValue('08:00');
      expect(screen.getByLabelText(`Fim de ${day}`)).toHaveValue('18:00');
      expect(screen.getByRole('textbox', { name: `Gate-to-gate contratado de ${day}` })).toHaveValue('30');
      expect(screen.getByRole('textbox', { name: `Gate-to-gate previsto de ${day}` })).toHaveValue('20');
    }
  });

  it('changes nothing when Configurar todos is cancelled', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Configurar todos' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText(SCHEDULE_APPLIED_MESSAGE)).toBeNull();
  });

  it('shows the values as text when read-only, with no inputs and no Configurar todos', () => {
    renderTable(
      draftsFromRecord([
        {
          dayOfWeek: 'Monday',
          startTime: '07:00:00',
          endTime: '17:30:00',
          contractedGateToGateMinutes: 30,
          expectedGateToGateMinutes: 20,
        },
      ]),
      true,
    );
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByLabelText('Início de Segunda-feira')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurar todos' })).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Horários de operação' })).getAllByRole('row');
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(2)).toEqual(['Segunda-feira', '07:00', '17:30', '30', '20']);
    expect(cells(1)).toEqual(['Domingo', ...Array<string>(4).fill('—Não informado')]);
  });

  it('reaches Configurar todos and every input with Tab, row by row', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Configurar todos' })).toHaveFocus();
    for (const day of DAYS) {
      await user.tab();
      expect(screen.getByLabelText(`Início de ${day}`)).toHaveFocus();
      await user.tab();
      expect(screen.getByLabelText(`Fim de ${day}`)).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('textbox', { name: `Gate-to-gate contratado de ${day}` })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('textbox', { name: `Gate-to-gate previsto de ${day}` })).toHaveFocus();
    }
  });

  it('opens Configurar todos from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Configurar todos os dias' })).toBeInTheDocument();
  });
});
