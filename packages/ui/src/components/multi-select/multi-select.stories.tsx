import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
    disabledReason: { control: 'text', description: 'Why it is disabled, under the control.' },
    loading: { control: 'boolean', description: 'Options still loading.' },
    invalid: { control: 'boolean', description: 'Red border and aria-invalid.' },
    emptyMessage: { control: 'text', description: 'Shown in the open list when nothing matches.' },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <Field label="Motoristas" htmlFor="driverIds">
      <StatefulMultiSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValues: Story = { args: { value: [1, 7, 11] } };

/** ArrowDown opens the list; it allows several choices; Escape closes it. */
export const Open: Story = {
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
export const SearchAndPick: Story = {
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

/** Backspace in the empty input removes the last chip (the input comes after the chips' buttons). */
export const RemoveWithBackspace: Story = {
  args: { value: [1, 7] },
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
export const RemoveChip: Story = {
  args: { value: [1, 7] },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remover Ana Luíza Araújo' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([7]);
  },
};

/** Without search the input only opens the list: ArrowDown, then Enter toggles the focused option. */
export const NotSearchable: Story = {
  args: { searchable: false },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
  },
};

export const DisabledWithReason: Story = {
  args: { value: [1], disabled: true, disabledReason: 'Escolha um cliente primeiro' },
};

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

export const Loading: Story = { args: { loading: true } };

export const EmptyOptions: Story = {
  args: { options: [] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: { options: longOptions, value: [1, 2] },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Motoristas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

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
