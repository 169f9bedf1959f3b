import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, fieldDescribedBy } from '../field';
import { filterOptions, type SelectOption } from '../select/option';
import { drivers, longOptions } from '../select/story-fixtures';
import { AsyncCombobox, type AsyncComboboxProps } from './async-combobox';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

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
    value: { control: 'number' },
    loadOptions: {
      control: false,
      description: '`(query, signal) => Promise<SelectOption[]>`; here a stub that answers after 300 ms.',
    },
    selectedLabel: { control: 'text' },
    debounceMs: { control: 'number' },
    minQueryLength: { control: 'number' },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    disabledReason: { control: 'text' },
    invalid: { control: 'boolean' },
    messages: { control: 'object' },
  },
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Motorista" htmlFor="driverId">
        <StatefulCombobox {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async () => {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  return within(document.body).findByRole('listbox');
};

const MATRIX_ROWS = [
  { heading: 'Vazio', id: 'matrix-empty', props: {} },
  { heading: 'Com valor', id: 'matrix-value', props: { value: 7, selectedLabel: 'João Pereira' } },
  {
    heading: 'Texto longo',
    id: 'matrix-long',
    props: { value: 2, selectedLabel: longOptions[1]?.label },
  },
  { heading: 'Inválido', id: 'matrix-invalid', props: { invalid: true }, error: 'Informe o motorista.' },
  {
    heading: 'Desabilitado',
    id: 'matrix-disabled',
    props: { disabled: true, disabledReason: 'Escolha um cliente primeiro' },
  },
] as const;

/**
 * The closed control in each state: empty, with a value, with a value too long for it, invalid and disabled
 * with its reason. The open list is shown by the test stories (the interaction-test tag in the sidebar filter).
 */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-x-4 border-spacing-y-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col">Campo</th>
        </tr>
      </thead>
      <tbody>
        {MATRIX_ROWS.map((row) => {
          const error = 'error' in row ? row.error : undefined;
          return (
            <tr key={row.id} className="align-top">
              <th scope="row" className="pt-8 font-normal">
                {row.heading}
              </th>
              <td className="w-80">
                <Field label="Motorista" htmlFor={row.id} required={error !== undefined} error={error}>
                  <StatefulCombobox
                    {...args}
                    id={row.id}
                    aria-describedby={fieldDescribedBy(row.id, { error })}
                    {...row.props}
                  />
                </Field>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
};

/** The focus ring around the search input, in each state but disabled (which takes no focus). */
export const FocusWithin: Story = {
  ...Matrix,
  parameters: { pseudo: { focusWithin: 'div:has(> input:enabled)' } },
  play: expectNoForcedFocusOnDisabled,
};

export const Default: Story = {};

/** An edit form: the saved driver shows by its label before any option has loaded. */
export const WithValue: Story = { args: { value: 7, selectedLabel: 'João Pereira' } };

/** ArrowDown opens the list and loads the first page; Escape closes it. */
export const OpenKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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
export const SearchAndPickTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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

/** While the endpoint has not answered, the open list says 'Carregando...'. */
export const LoadingTest: Story = {
  ...Default,
  args: { loadOptions: pendingEndpoint },
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const listbox = await openWithKeyboard();
    await expect(within(listbox).getByText('Carregando...')).toBeInTheDocument();
  },
};

/** The endpoint fails; closing and opening the list again asks once more. */
export const LoadErrorTest: Story = {
  ...Default,
  args: { loadOptions: fn(failingEndpoint) },
  tags: ['!autodocs', 'interaction-test'],
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

/** An endpoint with nothing to offer: the open list says 'Nenhuma opção encontrada.'. */
export const EmptyOptionsTest: Story = {
  ...Default,
  args: { loadOptions: endpoint([]) },
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const listbox = await openWithKeyboard();
    await expect(await within(listbox).findByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  },
};

/** With `minQueryLength` 3, two typed letters ask for more instead of searching. */
export const MinQueryLengthTest: Story = {
  ...Default,
  args: { minQueryLength: 3 },
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('an');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('Digite ao menos 3 caracteres para buscar.')).toBeInTheDocument();
  },
};

/** Why it is disabled, under the control and read as its description. */
export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'Escolha um cliente primeiro' },
};

/** A required field left empty: red border, the Field's error, aria-invalid. */
export const Invalid: Story = {
  args: {
    invalid: true,
    'aria-describedby': fieldDescribedBy('driverId', { error: 'Informe o motorista.' }),
  },
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Motorista" htmlFor="driverId" required error="Informe o motorista.">
        <StatefulCombobox {...args} />
      </Field>
    </div>
  ),
};

/** A chosen value longer than the control is cut with an ellipsis. */
export const LongLabels: Story = {
  args: { loadOptions: endpoint(longOptions), value: 2, selectedLabel: longOptions[1]?.label },
};

/** The long options wrap inside the open list. */
export const LongLabelsOpenTest: Story = {
  ...LongLabels,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const listbox = await openWithKeyboard();
    await within(listbox).findAllByRole('option');
  },
};

/** In a 320 px column the control takes the width it gets. */
export const NarrowWidth: Story = {
  args: { loadOptions: endpoint(longOptions), value: 1, selectedLabel: longOptions[0]?.label },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
