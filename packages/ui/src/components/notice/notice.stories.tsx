import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from './notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: 'Enviamos as instruções para redefinir a senha para o seu e-mail.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'warning'] },
    children: { control: 'text' },
    className: { control: 'text' },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES = [
  { tone: 'success', message: 'Enviamos as instruções para redefinir a senha para o seu e-mail.' },
  { tone: 'info', message: 'Preencha os filtros para continuar.' },
  { tone: 'warning', message: 'Nenhum dado encontrado para o cliente/período selecionado.' },
] as const;

/** The three tones, each with the kind of message it is for. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tom</th>
          <th scope="col">Aviso</th>
        </tr>
      </thead>
      <tbody>
        {TONES.map(({ tone, message }) => (
          <tr key={tone}>
            <th scope="row" className="font-mono font-normal">
              {tone}
            </th>
            <td>
              <Notice tone={tone}>{message}</Notice>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** After the password reset form: announced politely as a status. */
export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Enviamos as instruções para redefinir a senha para o seu e-mail.',
    );
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Preencha os filtros para continuar.' } };

export const Warning: Story = {
  args: { tone: 'warning', children: 'Nenhum dado encontrado para o cliente/período selecionado.' },
};

/** On a 320 px phone the message wraps inside the box. */
export const Narrow: Story = {
  args: { tone: 'success' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
