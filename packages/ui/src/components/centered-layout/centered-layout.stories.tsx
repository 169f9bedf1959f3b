import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading';
import { CenteredLayout } from './centered-layout';

const meta = {
  title: 'Layout/Centered layout',
  component: CenteredLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Heading tone="brand">Esqueci a senha</Heading>
        <p className="mt-2 text-sm text-ink-600">
          Informe seu e-mail para receber as instruções de redefinição de senha.
        </p>
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['center', 'top'] },
  },
} satisfies Meta<typeof CenteredLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const ReadingPage: Story = { args: { width: 'lg', align: 'top' } };
