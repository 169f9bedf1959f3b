import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { filterOptions, type SelectOption } from '../select/option';
import { drivers, longOptions } from '../select/story-fixtures';
import { AsyncCombobox, type AsyncComboboxProps } from './async-combobox';

type Value = string | number;

/** A stubbed endpoint: answers after `delayMs` from the fixture, matching like the API (no case, no accents). */
function endpoint(fixture: SelectOption<Value>[], delayMs = 300) {
  return (query: string, signal: AbortSignal) =>
    new Promise<SelectOption<Value>[]>((resolve, reject) => {
      const timer = setTimeout(() => resolve(filterOptions(fixture, query)), delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

const failingEndpoint = () =>
  new Promise<SelectOption<Value>[]>((_, reject) => setTimeout(() => reject(new Error('HTTP 500')), 300));

const pendingEndpoint = () => new Promise<SelectOption<Value>[]>(() => {});

/** Holds the value like a form would, and reports every change to the story's `onChange`. */
function StatefulCombobox(props: AsyncComboboxProps<Value>) {
  const [value, setValue] = useState(props.value);
  return (
    <AsyncCombobox
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
  title: 'Forms/AsyncCombobox',
  component: AsyncCombobox,
  tags: ['autodocs'],
  args: { id: 'driverId', value: null, onChange: fn(), loadOptions: endpoint(drivers) },
  argTypes: {
    id: { description: 'Id of the search input; the Field label points to it.' },
    value: { control: 'number', description: 'The chosen value, or null.' },
    onChange: { description: 'Called with the picked value, or null when the text is erased.' },
    loadOptions: {
      control: false,
      description: '`(query, signal) => Promise<SelectOption[]>`; stubbed here.',
    },
    selectedLabel: { control: 'text', description: 'Label of `value` before the options load.' },
    debounceMs: { control: 'number', description: 'Pause in typing before a query is sent (250).' },
    minQueryLength: { control: 'number', description: 'Characters needed before searching (0).' },
    placeholder: { control: 'text', description: "Shown in the empty input ('Buscar...')." },
    disabled: { control: 'boolean' },
    disabledReason: { control: 'text', description: 'Why it is disabled, under the control.' },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid.' },
    messages: { control: 'object', description: 'Replaces the loading, empty, error or too-short texts.' },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Motorista" htmlFor="driverId">
      <StatefulCombobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async () => {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  return within(document.body).findByRole('listbox');
};

export const Default: Story = {};

export const WithValue: Story = { args: { value: 7, selectedLabel: 'João Pereira' } };

/** ArrowDown opens the list and loads the first page; Escape closes it. */
export const Open: Story = {
  play: async () => {
    const listbox = await openWithKeyboard();
    await expect(
      await within(listbox).findByRole('option', { name: 'Ana Luíza Araújo' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('option', { name: 'Ana Luíza Araújo' });
  },
};

/** Typing searches without accents ("joao" finds "João Pereira"); ArrowDown and Enter pick it. */
export const SearchAndPick: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Motorista' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('joao');
    const option = await within(document.body).findByRole('option', { name: 'João Pereira' });
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toEqual([option]));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(7);
    await expect(input).toHaveValue('João Pereira');
  },
};

export const Loading: Story = {
  args: { loadOptions: pendingEndpoint },
  play: async () => {
    const listbox = await openWithKeyboard();
    await expect(within(listbox).getByText('Carregando...')).toBeInTheDocument();
  },
};

/** The endpoint fails; closing and opening the list again asks once more. */
export const LoadError: Story = {
  args: { loadOptions: fn(failingEndpoint) },
  play: async ({ args }) => {
    const listbox = await openWithKeyboard();
    await expect(await within(listbox).findByText('Erro ao carregar opções.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await within(document.body).findByRole('listbox');
    await expect(within(reopened).getByText('Carregando...')).toBeInTheDocument();
    await expect(args.loadOptions).toHaveBeenCalledTimes(2);
    await within(reopened).findByText('Erro ao carregar opções.');
  },
};

export const EmptyOptions: Story = {
  args: { loadOptions: endpoint([]) },
  play: async () => {
    const listbox = await openWithKeyboard();
    await expect(await within(listbox).findByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  },
};

export const MinQueryLength: Story = {
  args: { minQueryLength: 3 },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('an');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('Digite ao menos 3 caracteres para buscar.')).toBeInTheDocument();
  },
};

export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'Escolha um cliente primeiro' },
};

export const Invalid: Story = {
  args: {
    invalid: true,
    'aria-describedby': fieldDescribedBy('driverId', { error: 'Informe o motorista.' }),
  },
  render: (args) => (
    <Field label="Motorista" htmlFor="driverId" required error="Informe o motorista.">
      <StatefulCombobox {...args} />
    </Field>
  ),
};

export const LongLabels: Story = {
  args: { loadOptions: endpoint(longOptions), value: 2, selectedLabel: longOptions[1]?.label },
  play: async () => {
    const listbox = await openWithKeyboard();
    await within(listbox).findAllByRole('option');
  },
};

export const NarrowWidth: Story = {
  args: { loadOptions: endpoint(longOptions), value: 1, selectedLabel: longOptions[0]?.label },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
