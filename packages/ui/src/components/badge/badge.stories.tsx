import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './badge';

const tones: BadgeTone[] = ['green', 'grey', 'red', 'yellow', 'blue', 'purple', 'orange'];

const meta = {
  title: 'Data/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'green', children: 'Ativo' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { tone: 'blue', children: 'Aguardando carregamento no terminal de origem' },
};
