import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DotsSpinner } from './dots-spinner';

const meta = {
  title: 'Feedback/DotsSpinner',
  component: DotsSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof DotsSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default dots and the smaller ones, on white and over the blocking overlay's translucent white. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tamanho</th>
          <th scope="col">Sobre branco</th>
          <th scope="col">Sobre a camada de bloqueio</th>
        </tr>
      </thead>
      <tbody>
        {[
          { name: 'Padrão (12 px)', className: undefined },
          { name: 'Pequeno (8 px)', className: '[&>span]:size-2 gap-1' },
        ].map(({ name, className }) => (
          <tr key={name}>
            <th scope="row" className="font-normal">
              {name}
            </th>
            <td className="bg-surface p-4">
              <DotsSpinner className={className} />
            </td>
            <td className="bg-surface-strong p-0">
              <div className="bg-surface/85 p-4">
                <DotsSpinner className={className} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The dots as the login overlay shows them; a screen reader hears 'Carregando'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando');
  },
};

/** A label that says what the wait is for: read, not shown. */
export const CustomLabel: Story = { args: { label: 'Entrando' } };

/** Smaller dots, through the className. */
export const Small: Story = { args: { className: '[&>span]:size-2 gap-1' } };
