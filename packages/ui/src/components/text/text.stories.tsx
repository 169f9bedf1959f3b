import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './text';

const meta = {
  title: 'Text/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Informe seu e-mail para receber as instruções de redefinição de senha.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted'], description: 'muted: explanations' },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const LongTextNarrow: Story = {
  args: {
    children:
      'Os dados são usados apenas internamente, para calcular o desempenho e a premiação dos motoristas e operar a torre de controle.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
