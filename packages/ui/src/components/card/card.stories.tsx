import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Dados do cliente',
    children: <p className="text-sm">Conteúdo do cartão, como um formulário de cadastro.</p>,
  },
  argTypes: {
    children: { control: false, description: 'The content: a form, a details list, a chart.' },
    'aria-label': {
      control: 'text',
      description: 'Names the region when the card has no heading to point at with `aria-labelledby`.',
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card with text only, one with a heading, and an empty one, on the grey page background. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 bg-canvas text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Só texto</th>
          <th scope="col">Com título</th>
          <th scope="col">Vazio</th>
        </tr>
      </thead>
      <tbody>
        <tr className="align-top">
          <td className="w-64">
            <Card aria-label="Observações">
              <p className="text-sm text-fg">Conteúdo do cartão, como um formulário de cadastro.</p>
            </Card>
          </td>
          <td className="w-64">
            <Card aria-labelledby="matrix-card-title">
              <h2 id="matrix-card-title" className="mb-2 text-lg font-semibold text-fg-strong">
                Dados do cliente
              </h2>
              <p className="text-sm text-fg-soft">Transportadora Paulista Ltda.</p>
            </Card>
          </td>
          <td className="w-64">
            <Card className="min-h-24" />
          </td>
        </tr>
      </tbody>
    </table>
  ),
};

export const Default: Story = {};

/** Named by its heading (`aria-labelledby`), as a page's cards should be. */
export const WithHeading: Story = {
  args: {
    'aria-label': undefined,
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title" className="mb-2 text-lg font-semibold">
          Política de privacidade
        </h2>
        <p className="text-sm text-fg-soft">
          Coletamos apenas os dados necessários para o login com o CPF e os usamos somente para uso interno,
          pelo tempo estritamente necessário. Você pode exercer seus direitos pelo e-mail ou telefone de
          contato informados ao final desta página.
        </p>
      </>
    ),
  },
};

export const Empty: Story = { args: { children: null, className: 'min-h-24' } };
