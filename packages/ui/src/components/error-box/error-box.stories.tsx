import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBox } from './error-box';

const meta = {
  title: 'Feedback/ErrorBox',
  component: ErrorBox,
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = { args: { messages: ['Falha ao atualizar usuario'] } };

export const SeveralMessages: Story = {
  args: { messages: ['O campo E-mail é obrigatório.', 'A senha deve ter ao menos 8 caracteres.'] },
};

export const WithChildren: Story = {
  args: { children: <strong>Não foi possível salvar o cliente.</strong> },
};

/** With no messages the box is not rendered at all. */
export const Empty: Story = { args: { messages: [] } };

export const LongText: Story = {
  args: {
    messages: [
      'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique os dados do motorista, o CPF informado, o cliente vinculado e a placa atual antes de salvar novamente.',
    ],
  },
};
