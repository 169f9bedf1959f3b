import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading';

const meta = {
  title: 'Text/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Clientes', level: 1 },
  argTypes: {
    level: {
      control: 'inline-radio',
      options: [1, 2, 3],
      description: 'h1 for the page, h2/h3 for sections',
    },
    tone: { control: 'inline-radio', options: ['default', 'brand'], description: 'brand: the green titles' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'Política de Privacidade' } };
export const Section: Story = { args: { level: 2, children: 'Direitos do usuário' } };
export const LongText: Story = {
  args: { children: 'Relatório geral de premiação dos motoristas por operação e unidade de negócio' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
