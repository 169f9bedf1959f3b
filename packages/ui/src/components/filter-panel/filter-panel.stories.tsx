import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

/** Two filter fields, with ids prefixed so several panels can share a page. */
const twoFields = (prefix: string) => (
  <>
    <Field label="Nome do usuário" htmlFor={`${prefix}-name`}>
      <TextInput id={`${prefix}-name`} />
    </Field>
    <Field label="E-mail" htmlFor={`${prefix}-email`}>
      <TextInput id={`${prefix}-email`} type="email" />
    </Field>
  </>
);

const meta = {
  title: 'Forms/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: { onSubmit: fn(), children: twoFields('filter') },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: { name: string; props: Partial<FilterPanelProps> }[] = [
  { name: 'Recolhido', props: {} },
  { name: 'Aberto', props: { defaultOpen: true } },
  { name: 'Aberto, com Limpar', props: { defaultOpen: true, onClear: fn() } },
  { name: "Aberto, 'Buscar'", props: { defaultOpen: true, submitLabel: 'Buscar' } },
];

/** Collapsed, open, open with "Limpar", and with the 'Buscar' label, one under the other. */
export const Matrix: Story = {
  render: (args) => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-36">
            Estado
          </th>
          <th scope="col">Painel</th>
        </tr>
      </thead>
      <tbody>
        {STATES.map(({ name, props }, index) => (
          <tr key={name}>
            <th scope="row" className="align-top font-normal">
              {name}
            </th>
            <td>
              <FilterPanel onSubmit={args.onSubmit} {...props}>
                {twoFields(`matrix-${index}`)}
              </FilterPanel>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** As a list first shows it: only the "Mostrar filtros" button; the fields are hidden. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Nome do usuário' })).toBeNull();
  },
};

/**
 * Enter and Space on "Mostrar filtros" toggle the panel (the label follows, aria-expanded too); while hidden
 * the fields are out of the Tab order.
 */
export const CollapsedKeyboardTest: Story = {
  ...Collapsed,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Nome do usuário' })).toBeNull();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar filtros' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Ocultar filtros'), { timeout: 5000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nome do usuário' })).toBeVisible();

    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Mostrar filtros'), { timeout: 5000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Nome do usuário' })).toBeNull();

    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Ocultar filtros'), { timeout: 5000 });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome do usuário' })).toHaveFocus();
  },
};

/** Open from the start (`defaultOpen`), as when filters are already applied: the fields and "Filtrar". */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome do usuário' })).toBeVisible();
  },
};

/** Enter in a field submits the filters once; the submit button works with the keyboard too. */
export const OpenKeyboardTest: Story = {
  ...Open,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ocultar filtros' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome do usuário' })).toHaveFocus();
    await userEvent.keyboard('Ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filtrar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** With `onClear`, a "Limpar" button before "Filtrar". */
export const WithClear: Story = { args: { defaultOpen: true, onClear: fn() } };

/** "Limpar" calls onClear and does not submit. */
export const WithClearTest: Story = {
  ...WithClear,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SearchLabel: Story = { args: { defaultOpen: true, submitLabel: 'Buscar' } };

/** Six fields wrap into the grid: one column on a phone, up to four on a wide screen. */
export const ManyFields: Story = {
  args: {
    defaultOpen: true,
    onClear: fn(),
    children: ['Código', 'Nome', 'Cliente', 'Grupo de referência', 'Cidade', 'Estado'].map((label, index) => (
      <Field key={label} label={label} htmlFor={`filter-${index}`}>
        <TextInput id={`filter-${index}`} />
      </Field>
    )),
  },
};
