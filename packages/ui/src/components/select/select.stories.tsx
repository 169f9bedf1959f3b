import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
    disabledReason: { control: 'text', description: 'Why it is disabled, under the control.' },
    loading: { control: 'boolean', description: 'Options still loading.' },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid.' },
    clearable: { control: 'boolean', description: 'Shows a × button that clears the value.' },
    emptyMessage: { control: 'text', description: 'Shown in the open list without options.' },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Cliente" htmlFor="clientId">
      <StatefulSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { value: 2 } };

/** Tab to the button and open it with ArrowDown; Escape closes it and gives the focus back. */
export const Open: Story = {
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
export const PickWithKeyboard: Story = {
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

/** The × button is the next tab stop after the select; Enter on it clears the value. */
export const Clearable: Story = {
  args: { value: 1, clearable: true },
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

export const DisabledWithReason: Story = {
  args: { id: 'businessUnitId', options: [], disabled: true, disabledReason: 'Escolha um cliente primeiro' },
  render: (args) => (
    <Field label="Unidade de negócio" htmlFor="businessUnitId">
      <StatefulSelect {...args} />
    </Field>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': fieldDescribedBy('clientId', { error: 'Informe o cliente.' }) },
  render: (args) => (
    <Field label="Cliente" htmlFor="clientId" required error="Informe o cliente.">
      <StatefulSelect {...args} />
    </Field>
  ),
};

export const Loading: Story = { args: { loading: true } };

/** Opening a select without options says so. */
export const EmptyOptions: Story = {
  args: { options: [] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const message = await within(document.body).findByText('Nenhuma opção encontrada.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const LongLabels: Story = {
  args: { options: longOptions, value: 1, clearable: true },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

export const NarrowWidth: Story = {
  args: { options: longOptions, value: 2 },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};

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
