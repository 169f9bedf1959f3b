import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Collapsed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const WithClear: Story = { args: { defaultOpen: true, onClear: fn() } };

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
