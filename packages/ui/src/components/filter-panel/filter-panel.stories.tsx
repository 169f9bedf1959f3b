import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'Forms/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(),
    children: (
      <>
        <Field label="Nome do usuário" htmlFor="filter-name">
          <TextInput id="filter-name" />
        </Field>
        <Field label="E-mail" htmlFor="filter-email">
          <TextInput id="filter-email" type="email" />
        </Field>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enter and Space on "Mostrar filtros" toggle the panel (the label follows, aria-expanded too); while hidden
 * the fields are out of the Tab order.
 */
export const Collapsed: Story = {
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

/** Enter in a field submits the filters once; the submit button works with the keyboard too. */
export const Open: Story = {
  args: { defaultOpen: true },
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

/** "Limpar" calls onClear and does not submit. */
export const WithClear: Story = {
  args: { defaultOpen: true, onClear: fn() },
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
