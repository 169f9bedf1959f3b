import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBox } from './error-box';

const meta = {
  title: 'Feedback/ErrorBox',
  component: ErrorBox,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One message, several messages and free content, one above the other. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
  render: () => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-40">
            Conteúdo
          </th>
          <th scope="col">Caixa</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Uma mensagem
          </th>
          <td>
            <ErrorBox messages={['Não foi possível salvar o usuário. Tente de novo.']} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Várias mensagens
          </th>
          <td>
            <ErrorBox
              messages={['O campo E-mail é obrigatório.', 'A senha deve ter ao menos 8 caracteres.']}
            />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Conteúdo livre e mensagem
          </th>
          <td>
            <ErrorBox messages={['Verifique o CNPJ informado.']}>
              <strong>Não foi possível salvar o cliente.</strong>
            </ErrorBox>
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** A message from the specification's catalogue, written exactly as the specification writes it. */
export const OneMessage: Story = { args: { messages: ['Falha ao atualizar usuario'] } };

/** Several messages are a bulleted list. */
export const SeveralMessages: Story = {
  args: { messages: ['O campo E-mail é obrigatório.', 'A senha deve ter ao menos 8 caracteres.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithChildren: Story = {
  args: { children: <strong>Não foi possível salvar o cliente.</strong> },
};

/** With no messages the box is not rendered at all. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique os dados do motorista, o CPF informado, o cliente vinculado e a placa atual antes de salvar novamente.',
    ],
  },
};
