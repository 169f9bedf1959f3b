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
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHeading: Story = {
  args: {
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title" className="mb-2 text-lg font-semibold">
          Política de privacidade
        </h2>
        <p className="text-sm text-ink-700">
          Coletamos apenas os dados necessários para o login com o CPF e os usamos somente para uso interno,
          pelo tempo estritamente necessário. Você pode exercer seus direitos pelo e-mail ou telefone de
          contato informados ao final desta página.
        </p>
      </>
    ),
  },
};

export const Empty: Story = { args: { children: null, className: 'min-h-24' } };
