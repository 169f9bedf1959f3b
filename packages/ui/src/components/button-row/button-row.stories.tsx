import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ButtonRow } from './button-row';

const meta = {
  title: 'Layout/Button row',
  component: ButtonRow,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Button variant="primary">Salvar</Button>
        <Button variant="basic">Voltar</Button>
      </>
    ),
  },
  argTypes: {
    align: {
      control: 'inline-radio',
      options: ['start', 'end'],
      description: 'start under forms, end in footers',
    },
    gap: { control: 'inline-radio', options: ['normal', 'tight'], description: 'tight for icon buttons' },
  },
} satisfies Meta<typeof ButtonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toHaveFocus();
  },
};
export const DialogFooter: Story = {
  args: {
    align: 'end',
    children: (
      <>
        <Button variant="basic">Cancelar</Button>
        <Button variant="primary">Salvar</Button>
      </>
    ),
  },
};
export const NarrowWraps: Story = {
  args: {
    children: (
      <>
        <Button variant="primary">Salvar nova senha</Button>
        <Button variant="basic">Voltar ao login</Button>
        <Button variant="ghost">Esqueci a senha</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
