import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Field, fieldDescribedBy } from '../field';
import { drivers, longOptions } from '../select/story-fixtures';
import { MultiSelect, type MultiSelectProps } from './multi-select';

type Value = string | number;

/** Holds the values like a form would, and reports every change to the story's `onChange`. */
function StatefulMultiSelect(props: MultiSelectProps<Value>) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
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
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: { id: 'driverIds', value: [], options: drivers, searchable: true, onChange: fn() },
  argTypes: {
    id: { description: 'Id of the input; the Field label points to it.' },
    value: { control: 'object', description: 'The chosen values, in the order they were picked.' },
    onChange: { description: 'Called with the new list of values.' },
    options: { control: 'object', description: '`{ value, label, disabled? }[]`; see `fromShortList`.' },
    searchable: { control: 'boolean', description: "Typing filters the options ('joao' finds 'João')." },
    placeholder: { control: 'text', description: "Shown while nothing is chosen ('Selecione')." },
    disabled: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    disabledReason: { control: 'text', description: 'Why it is disabled, under the control.' },
    loading: { control: 'boolean', description: 'Options still loading.' },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid.' },
    emptyMessage: { control: 'text', description: 'Shown in the open list when nothing matches.' },
  },
  // A form column; the matrix is wider (`parameters.wide`).
  decorators: [
    (Story, { parameters }) => <div className={parameters.wide ? undefined : 'max-w-md'}>{Story()}</div>,
  ],
  render: (args) => (
    <Field label="Motoristas" htmlFor="driverIds">
      <StatefulMultiSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * For a story that starts open: room under the control for the panel, and on the docs page a frame of its own,
 * where the panel opens below the control as on the canvas instead of over the stories around it.
 */
const withOpenPanel = {
  decorators: [(Story: () => ReactNode) => <div className="min-h-96">{Story()}</div>],
  parameters: { docs: { story: { inline: false, height: '26rem' } } },
};

const STATES: { name: string; props: Partial<MultiSelectProps<Value>> }[] = [
  { name: 'Vazio', props: {} },
  { name: 'Com valores', props: { value: [1, 7] } },
  { name: 'Inválido', props: { invalid: true } },
  { name: 'Carregando', props: { loading: true } },
  { name: 'Desabilitado', props: { value: [3], disabled: true } },
];

const SEARCH = [
  { name: 'Pesquisável', searchable: true },
  { name: 'Sem busca', searchable: false },
] as const;

/** Each state of the control, searchable and not: empty, with chips, invalid, loading, disabled. */
export const Matrix: Story = {
  parameters: { wide: true },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Estado</th>
          {SEARCH.map((column) => (
            <th key={column.name} scope="col" className="w-72">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {STATES.map((state) => (
          <tr key={state.name}>
            <th scope="row" className="font-normal">
              {state.name}
            </th>
            {SEARCH.map((column) => (
              <td key={column.name} className="align-top">
                <StatefulMultiSelect
                  {...args}
                  id={undefined}
                  aria-label={`Motoristas: ${state.name}, ${column.name}`}
                  searchable={column.searchable}
                  {...state.props}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The focus ring on each enabled control (red on an invalid one). */
export const FocusWithin: Story = {
  ...Matrix,
  parameters: { ...Matrix.parameters, pseudo: { focusWithin: 'div:has(> div > input:enabled)' } },
};

/** Nothing chosen yet: the placeholder 'Selecione' and '0 selecionado(s)'. */
export const Default: Story = {};

/** ArrowDown opens the list; it allows several choices; Escape closes it. */
export const OpenKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

/** Typing filters without accents; Enter adds the option and keeps the list open for the next one. */
export const SearchAndPickTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('joao');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['João Pereira']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([7]);
    await userEvent.keyboard('conceicao');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([7, 5]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selecionado(s)');
    await expect(canvas.getByRole('button', { name: 'Remover Conceição Ribeiro' })).toBeVisible();
  },
};

/** Two drivers chosen: a chip each, with its 'Remover' button, and the count under the control. */
export const WithValues: Story = {
  args: { value: [1, 7] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remover João Pereira' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selecionado(s)');
  },
};

/** Backspace in the empty input removes the last chip (the input comes after the chips' buttons). */
export const RemoveWithBackspaceTest: Story = {
  ...WithValues,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Motoristas' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await expect(canvas.queryByRole('button', { name: 'Remover João Pereira' })).toBeNull();
  },
};

/** Each chip has a button named "Remover {nome}"; Tab reaches it and Enter removes the chip. */
export const RemoveChipTest: Story = {
  ...WithValues,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remover Ana Luíza Araújo' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([7]);
  },
};

/** The list open under the control: the chosen drivers are checked, and more can be ticked. */
export const Open: Story = {
  args: { value: [1, 7], defaultOpen: true },
  ...withOpenPanel,
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(listbox).getByRole('option', { name: 'João Pereira' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Without search the input only opens the list; nothing can be typed in it. */
export const NotSearchable: Story = { args: { searchable: false } };

/** Without search the input only opens the list: ArrowDown, then Enter toggles the focused option. */
export const NotSearchableKeyboardTest: Story = {
  ...NotSearchable,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    // Focus opens the options, as a click does; Enter picks the first.
    await userEvent.tab();
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
  },
};

/** Disabled with a chip, saying why under the control; the chip shows without its remove button. */
export const DisabledWithReason: Story = {
  args: { value: [1], disabled: true, disabledReason: 'Escolha um cliente primeiro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remover/ })).toBeNull();
  },
};

/** Tab passes a disabled MultiSelect by, chips included. */
export const DisabledWithReasonKeyboardTest: Story = {
  ...DisabledWithReason,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** A required multi-select left empty: red border and the Field's error. */
export const Invalid: Story = {
  args: {
    invalid: true,
    'aria-describedby': fieldDescribedBy('driverIds', { error: 'Escolha ao menos um motorista.' }),
  },
  render: (args) => (
    <Field label="Motoristas" htmlFor="driverIds" required error="Escolha ao menos um motorista.">
      <StatefulMultiSelect {...args} />
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
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  },
};

/** Opening a multi-select without options from the keyboard says so. */
export const EmptyOptionsKeyboardTest: Story = {
  ...EmptyOptions,
  // From the closed control, as the user meets it.
  args: { ...EmptyOptions.args, defaultOpen: false },
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  },
};

/** Long labels: cut with an ellipsis in the chips (the full name in their tooltip), wrapped in the open list. */
export const LongLabels: Story = {
  args: { options: longOptions, value: [1, 2], defaultOpen: true },
  ...withOpenPanel,
  play: async () => {
    await within(document.body).findByRole('listbox');
  },
};

/** Tab goes past both chips' buttons to the input, and ArrowDown opens the list of long labels. */
export const LongLabelsKeyboardTest: Story = {
  ...LongLabels,
  // From the closed control, as the user meets it.
  args: { ...LongLabels.args, defaultOpen: false },
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Motoristas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

/** In a 320 px column the chips wrap and long names are cut with an ellipsis. */
export const NarrowWidth: Story = {
  args: { options: longOptions, value: [1, 2, 3] },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};

/** The client's "add drivers" dialog: the client is fixed, the drivers are a multi-select. */
export const AddDriversDialog: Story = {
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: function AddDriversDialogStory(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Adicionar motoristas</Button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Adicionar motoristas"
          description="Cliente: Transportadora Paulista Ltda."
          footer={
            <>
              <Button variant="basic" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button onClick={() => setOpen(false)}>Salvar</Button>
            </>
          }
        >
          <Field label="Motoristas" htmlFor="driverIds">
            <StatefulMultiSelect {...args} />
          </Field>
        </Dialog>
      </>
    );
  },
};
