import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import type { SelectOption } from './option';
import { Select, type SelectProps } from './select';
import { businessUnitsByClient, clients, longOptions } from './story-fixtures';

type Value = string | number;

/** Holds the value like a form would, and reports every change to the story's `onChange`. */
function StatefulSelect(props: SelectProps<Value>) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { id: 'clientId', value: null, options: clients, onChange: fn() },
  argTypes: {
    id: { description: 'Id of the button; the Field label points to it.' },
    value: { control: 'number', description: 'The chosen value, or null.' },
    onChange: { description: 'Called with the picked value, or null when cleared.' },
    options: { control: 'object', description: '`{ value, label, disabled? }[]`; see `fromShortList`.' },
    placeholder: { control: 'text', description: "Shown while nothing is chosen ('Selecione')." },
    disabled: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    disabledReason: { control: 'text', description: 'Why it is disabled, under the control.' },
    loading: { control: 'boolean', description: 'Options still loading.' },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid.' },
    clearable: { control: 'boolean', description: 'Shows a × button that clears the value.' },
    emptyMessage: { control: 'text', description: 'Shown in the open list without options.' },
  },
  // A form column; the matrix is wider (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-sm'}>{Story()}</div>,
  ],
  render: (args) => (
    <Field label="Cliente" htmlFor="clientId">
      <StatefulSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * For a story that starts open: room under the control for the panel, and on the docs page a frame of its own,
 * where the panel opens below the control as on the canvas instead of over the stories around it.
 */
const withOpenPanel = {
  decorators: [(Story: () => ReactNode) => <div className="min-h-80">{Story()}</div>],
  parameters: { docs: { story: { inline: false, height: '22rem' } } },
};

const STATES: { name: string; props: Partial<SelectProps<Value>> }[] = [
  { name: 'Vazio', props: {} },
  { name: 'Com valor', props: { value: 2 } },
  { name: 'Limpável, com valor', props: { value: 1, clearable: true } },
  { name: 'Inválido', props: { invalid: true } },
  { name: 'Carregando', props: { loading: true } },
  { name: 'Desabilitado', props: { value: 3, disabled: true } },
];

/** Each state of the control, one under the other: empty, filled, clearable, invalid, loading, disabled. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col" className="w-72">
            Select
          </th>
        </tr>
      </thead>
      <tbody>
        {STATES.map((state) => (
          <tr key={state.name}>
            <th scope="row" className="font-normal">
              {state.name}
            </th>
            <td>
              <StatefulSelect
                {...args}
                id={undefined}
                aria-label={`Cliente: ${state.name}`}
                {...state.props}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each enabled control (red on an invalid one). */
export const Focus: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focus: 'button[aria-haspopup="listbox"]:enabled' } },
};

/** Nothing chosen yet: the placeholder 'Selecione'. */
export const Default: Story = {};

/** Tab to the button and open it with ArrowDown; Escape closes it and gives the focus back. */
export const OpenKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cliente Selecione' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Frigorífico São João (inativo)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

/** Space opens, ArrowDown moves, Enter picks: the button shows the choice. */
export const PickWithKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(within(canvasElement).getByRole('button', { name: /^Cliente/ })).toHaveAccessibleName(
      'Cliente Logística Gaúcha S.A.',
    );
  },
};

/** A client chosen: the button's name is the label and the choice, 'Cliente Logística Gaúcha S.A.'. */
export const WithValue: Story = { args: { value: 2 } };

/** The list open under the control: the chosen client is checked, the inactive one unavailable. */
export const Open: Story = {
  args: { value: 2, defaultOpen: true },
  ...withOpenPanel,
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Logística Gaúcha S.A.' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(listbox).getByRole('option', { name: 'Frigorífico São João (inativo)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** With a value and `clearable`, a × button beside the arrow sets it back to empty. */
export const Clearable: Story = {
  args: { value: 1, clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Cliente/ })).toHaveAccessibleName(
      'Cliente Transportadora Paulista Ltda.',
    );
    await expect(canvas.getByRole('button', { name: 'Limpar seleção' })).toBeVisible();
  },
};

/** The × button is the next tab stop after the select; Enter on it clears the value. */
export const ClearableKeyboardTest: Story = {
  ...Clearable,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Limpar seleção' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(within(canvasElement).getByRole('button', { name: /^Cliente/ })).toHaveAccessibleName(
      'Cliente Selecione',
    );
  },
};

/** Disabled, saying why under the control; the reason is also its description. */
export const DisabledWithReason: Story = {
  args: { id: 'businessUnitId', options: [], disabled: true, disabledReason: 'Escolha um cliente primeiro' },
  render: (args) => (
    <Field label="Unidade de negócio" htmlFor="businessUnitId">
      <StatefulSelect {...args} />
    </Field>
  ),
};

/** A required select left empty: red border and the Field's error. */
export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': fieldDescribedBy('clientId', { error: 'Informe o cliente.' }) },
  render: (args) => (
    <Field label="Cliente" htmlFor="clientId" required error="Informe o cliente.">
      <StatefulSelect {...args} />
    </Field>
  ),
};

/** The options are still loading: 'Carregando...' and it cannot be opened yet. */
export const Loading: Story = { args: { loading: true } };

/** Open without options: the panel says so. */
export const EmptyOptions: Story = {
  args: { options: [], defaultOpen: true },
  ...withOpenPanel,
  play: async () => {
    const message = await within(document.body).findByText('Nenhuma opção encontrada.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Opening a select without options from the keyboard says so. */
export const EmptyOptionsKeyboardTest: Story = {
  ...EmptyOptions,
  // From the closed select, as the user meets it.
  args: { ...EmptyOptions.args, defaultOpen: false },
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const message = await within(document.body).findByText('Nenhuma opção encontrada.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Long labels: cut with an ellipsis in the control, wrapped in full in the open list. */
export const LongLabels: Story = {
  args: { options: longOptions, value: 1, clearable: true, defaultOpen: true },
  ...withOpenPanel,
  play: async () => {
    await within(document.body).findByRole('listbox');
  },
};

/** In a 320 px column the chosen long label is cut with an ellipsis. */
export const NarrowWidth: Story = {
  args: { options: longOptions, value: 2 },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};

/** Without a Field: named by `aria-label`, as in a table's filter row. */
export const AriaLabelOnly: Story = {
  args: { id: undefined, 'aria-label': 'Cliente' },
  render: (args) => <StatefulSelect {...args} />,
};

/** The operation form: the business unit select waits for a client, then lists only that client's units. */
export const DependentSelects: Story = {
  render: function DependentSelectsStory(args) {
    const [clientId, setClientId] = useState<Value | null>(null);
    const units: SelectOption<Value>[] =
      typeof clientId === 'number' ? (businessUnitsByClient[clientId] ?? []) : [];
    return (
      <div className="space-y-4">
        <Field label="Cliente" htmlFor="clientId">
          <Select id="clientId" options={clients} value={clientId} onChange={setClientId} />
        </Field>
        <Field label="Unidade de negócio" htmlFor="businessUnitId">
          <StatefulSelect
            {...args}
            key={clientId}
            id="businessUnitId"
            options={units}
            disabled={clientId === null}
            disabledReason="Escolha um cliente primeiro"
          />
        </Field>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const unit = within(canvasElement).getByRole('button', { name: /^Unidade de negócio/ });
    await expect(unit).toBeDisabled();
    await expect(unit).toHaveAccessibleDescription('Escolha um cliente primeiro');
  },
};

/** Picking a client with the keyboard enables the unit select, which lists only that client's units. */
export const DependentSelectsKeyboardTest: Story = {
  ...DependentSelects,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const unit = canvas.getByRole('button', { name: /^Unidade de negócio/ });
    await expect(unit).toBeDisabled();
    await expect(unit).toHaveAccessibleDescription('Escolha um cliente primeiro');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Unidade de negócio/ })).toBeEnabled());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unidade Porto Alegre', 'Unidade Caxias do Sul']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(21);
  },
};
