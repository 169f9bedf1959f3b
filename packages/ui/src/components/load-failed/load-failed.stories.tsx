import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button-link';
import { LoadFailed } from './load-failed';

const meta = {
  title: 'Feedback/LoadFailed',
  component: LoadFailed,
  tags: ['autodocs'],
  args: { message: 'Erro ao carregar clientes.', onRetry: fn() },
  argTypes: { actions: { control: false } },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

const voltar = (
  <ButtonLink variant="basic" href="#clientes">
    Voltar
  </ButtonLink>
);

/** A list's failure, a page form's (with Voltar) and a retry under way, one above the other. */
export const Matrix: Story = {
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
  render: (args) => (
    <table className="w-full border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col" className="w-40">
            Onde
          </th>
          <th scope="col">Estado</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Uma lista
          </th>
          <td>
            <LoadFailed {...args} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Um formulário de página
          </th>
          <td>
            <LoadFailed {...args} message="Erro ao carregar o cliente." actions={voltar} />
          </td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Tentando de novo
          </th>
          <td>
            <LoadFailed {...args} retrying />
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

/** A list that could not be read: the message, and Tentar novamente under it. */
export const ListFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar clientes.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** A page form whose record could not be read keeps its way out: Voltar after Tentar novamente. */
export const FormFailed: Story = { args: { message: 'Erro ao carregar o cliente.', actions: voltar } };

/** The new attempt under way: the button shows it and cannot be pressed again. */
export const Retrying: Story = { args: { retrying: true } };

/** Tentar novamente calls `onRetry` once, from the keyboard. */
export const RetryKeyboardTest: Story = {
  ...ListFailed,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At a phone's width the buttons wrap under the message. */
export const Narrow: Story = {
  args: { message: 'Erro ao carregar o cliente.', actions: voltar },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
};
