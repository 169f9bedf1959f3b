import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { className: { control: 'text' } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIZES = [
  { name: 'size-4 (padrão)', className: undefined },
  { name: 'size-6', className: 'size-6' },
  { name: 'size-8', className: 'size-8' },
] as const;

const COLOURS = [
  { name: 'Texto atual', className: 'text-fg-soft', dark: false },
  { name: 'Marca', className: 'text-accent', dark: false },
  { name: 'Sobre fundo escuro', className: 'text-white', dark: true },
] as const;

/** The sizes used in the product, in the current text colour, the brand colour and on a dark button. */
export const Matrix: Story = {
  render: () => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Cor</th>
          {SIZES.map((size) => (
            <th key={size.name} scope="col" className="font-mono font-normal">
              {size.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COLOURS.map((colour) => (
          <tr key={colour.name}>
            <th scope="row" className="font-normal">
              {colour.name}
            </th>
            {SIZES.map((size) => (
              <td key={size.name} className="text-center">
                <span
                  className={cn(
                    'inline-flex size-12 items-center justify-center rounded-control',
                    colour.dark && 'bg-primary',
                    colour.className,
                  )}
                >
                  <Spinner className={size.className} />
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** Decorative: hidden from screen readers, the control around it says what is loading. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** With a label it is a status whose hidden text a screen reader announces. */
export const WithLabel: Story = {
  args: { label: 'Carregando...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const LargeGreen: Story = { args: { label: 'Salvando', className: 'size-8 text-accent' } };
