import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading';
import { CenteredLayout } from './centered-layout';

const meta = {
  title: 'Layout/CenteredLayout',
  component: CenteredLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Heading tone="brand">Esqueci a senha</Heading>
        <p className="mt-2 text-sm text-fg-muted">
          Informe seu e-mail para receber as instruções de redefinição de senha.
        </p>
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['center', 'top'] },
    children: { control: false },
  },
} satisfies Meta<typeof CenteredLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password screen: the small card in the middle of the screen. */
export const Small: Story = {};

/** A reading page such as the privacy policy: the wide card from the top. */
export const ReadingPage: Story = { args: { width: 'lg', align: 'top' } };
