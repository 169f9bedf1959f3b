import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_SCHEDULE,
  SCHEDULE_APPLIED_MESSAGE,
  applyToAllDays,
  draftsFromRecord,
  emptyWeek,
  type OperatingHourDraft,
} from '@frota/domain';
import { AppToaster, toast } from '@frota/ui';
import { DISTRIBUTION_CENTRE_WEEK } from '../reference-story-fixtures.ts';
import { OperatingHoursTable, type OperatingHoursTableProps } from './operating-hours-table.tsx';

/** The week of a distribution centre: 06:00 to 22:00 on weekdays, a short Saturday and a Sunday morning. */
const FILLED_WEEK = draftsFromRecord(DISTRIBUTION_CENTRE_WEEK);
/** The same centre closed on Sundays: the record has no Sunday, so its row is empty. */
const NO_SUNDAY = draftsFromRecord(DISTRIBUTION_CENTRE_WEEK.filter((hour) => hour.dayOfWeek !== 0));

const DAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/**
 * Story only: holds the rows as the reference form does (the table is controlled), with the toaster that shows
 * 'Configurar todos''s confirmation; every change goes to the story's spy.
 */
function Stateful({ value: initial, onChange, readOnly }: OperatingHoursTableProps) {
  const [value, setValue] = useState(initial);
  // A toast still on screen would outlive the story into the next one.
  useEffect(() => () => toast.remove(), []);
  return (
    <>
      <OperatingHoursTable
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <AppToaster />
    </>
  );
}

const meta = {
  title: 'Portal/Referências/OperatingHoursTable',
  component: OperatingHoursTable,
  tags: ['autodocs'],
  args: { value: FILLED_WEEK, onChange: fn(), readOnly: false },
  argTypes: {
    value: { control: 'object' },
    readOnly: { control: 'boolean' },
  },
  // A new value or readOnly starts the story over.
  render: (args) => <Stateful key={`${JSON.stringify(args.value)}-${args.readOnly}`} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A reference's operating hours (the 'Premissas de Operação' tab): one row per weekday, Domingo first, " +
          "with its start, end and gate-to-gate minutes (contracted and expected), and the 'Configurar todos' " +
          'button that applies one schedule to every day. Controlled: it holds no rows of its own.\n\n' +
          "**When to use.** In the reference's dialog, and wherever a week of a place's hours is edited or shown. " +
          'Check the rows with `operatingHoursProblems` (@frota/domain) before saving: the table marks only a ' +
          'gate-to-gate out of 0 to 1440. For a single time use `TimeInput`.\n\n' +
          "**Accessibility.** A native table named 'Horários de operação' under five column headers. Every input " +
          "is named with its column and its day ('Início de Segunda-feira', 'Gate-to-gate previsto de Sábado'); " +
          "Tab goes through 'Configurar todos' and then row by row; the minutes take ArrowUp and ArrowDown. " +
          "Read-only, the values are text and an empty one is a dash read as 'Não informado'. The dialog's " +
          'confirmation is a polite toast. Wider than its box (a phone), the table scrolls inside a focusable region.',
      },
    },
  },
} satisfies Meta<typeof OperatingHoursTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Horários de operação' });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const LOOKS: Array<{ name: string; value: OperatingHourDraft[]; readOnly: boolean }> = [
  { name: 'Semana preenchida', value: FILLED_WEEK, readOnly: false },
  { name: 'Semana vazia', value: emptyWeek(), readOnly: false },
  { name: 'Somente leitura', value: NO_SUNDAY, readOnly: true },
];

/** Filled, empty and read-only (with a day without hours), one under the other. */
export const Matrix: Story = {
  render: (args) => (
    <div className="space-y-8">
      {LOOKS.map(({ name, value, readOnly }) => (
        <figure key={name} className="space-y-2">
          <figcaption className="text-xs text-fg-muted">{name}</figcaption>
          <OperatingHoursTable value={value} readOnly={readOnly} onChange={args.onChange} />
        </figure>
      ))}
    </div>
  ),
};

/** A distribution centre's week, every row filled and editable. */
export const FilledWeek: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Início de Segunda-feira')).toHaveValue('06:00');
    await expect(within(canvasElement).getByLabelText('Fim de Sábado')).toHaveValue('13:00');
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Gate-to-gate contratado de Domingo' }),
    ).toHaveValue('60');
  },
};

/** Editing a day's minutes reports all seven rows, with only that day changed. */
export const FilledWeekEditTest: Story = {
  ...FilledWeek,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const contracted = within(canvasElement).getByRole('textbox', {
      name: 'Gate-to-gate contratado de Quarta-feira',
    });
    await userEvent.clear(contracted);
    await userEvent.type(contracted, '50');
    await expect(contracted).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      FILLED_WEEK.map((row) => (row.day === 3 ? { ...row, contractedGateToGate: '50' } : row)),
    );
  },
};

/** A new reference: seven empty rows, waiting for 'Configurar todos' or the times typed day by day. */
export const EmptyWeek: Story = {
  args: { value: emptyWeek() },
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(DAYS);
    await expect(within(canvasElement).getByLabelText('Início de Domingo')).toHaveValue('');
  },
};

/**
 * 'Configurar todos' opens its dialog with 08:00 to 18:00, 30 and 20; 'Aplicar' fills the seven days, closes the
 * dialog and says 'Configuração aplicada a todos os dias da semana'.
 */
export const EmptyWeekConfigureAllTest: Story = {
  ...EmptyWeek,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Configurar todos' }));
    const dialog = await page.findByRole('dialog', { name: 'Configurar todos os dias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(applyToAllDays(DEFAULT_SCHEDULE));
    await expect(await page.findByText(SCHEDULE_APPLIED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    for (const day of DAYS) {
      await expect(within(canvasElement).getByLabelText(`Início de ${day}`)).toHaveValue('08:00');
      await expect(within(canvasElement).getByLabelText(`Fim de ${day}`)).toHaveValue('18:00');
    }
  },
};

/** Tab reaches 'Configurar todos', then each row's four inputs in order; Enter opens the dialog. */
export const EmptyWeekKeyboardTest: Story = {
  ...EmptyWeek,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const configure = canvas.getByRole('button', { name: 'Configurar todos' });
    await expect(configure).toHaveFocus();
    for (const day of DAYS.slice(0, 2)) {
      await userEvent.tab();
      await expect(canvas.getByLabelText(`Início de ${day}`)).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByLabelText(`Fim de ${day}`)).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: `Gate-to-gate contratado de ${day}` })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: `Gate-to-gate previsto de ${day}` })).toHaveFocus();
    }
    configure.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Configurar todos os dias' }),
    ).toBeVisible();
  },
};

/** As the view dialog and a Manager see it: text, no inputs, no 'Configurar todos'; Sunday has no hours. */
export const ReadOnly: Story = {
  args: { value: NO_SUNDAY, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    await expect(canvas.queryByRole('button', { name: 'Configurar todos' })).toBeNull();
    const rows = within(table(canvasElement)).getAllByRole('row');
    await expect(cellsOf(rows[1]!)).toEqual(['Domingo', ...Array<string>(4).fill('—Não informado')]);
    await expect(cellsOf(rows[2]!)).toEqual(['Segunda-feira', '06:00', '22:00', '45', '30']);
  },
};

/** On a 320 px phone the table scrolls sideways inside its own box, a region Tab can reach. */
export const NarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div data-narrow-frame="" className="w-[320px]">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Horários de operação' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const frame = canvasElement.querySelector<HTMLElement>('[data-narrow-frame]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
