import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Logo } from '../logo';
import { BlockingOverlay } from './blocking-overlay';

/** Spies on the button behind the layer: KeyboardBlockedTest checks it is never reached. */
const onBehind = fn();

/** A login screen for the layer to cover. */
function LoginPage({ children }: { children?: ReactNode }) {
  return (
    <div className="min-h-full space-y-4 p-6">
      <p className="text-sm text-fg-soft">Acesse o portal com seu CPF e sua senha.</p>
      <Button onClick={onBehind}>Entrar</Button>
      {children}
    </div>
  );
}

const meta = {
  title: 'Feedback/BlockingOverlay',
  component: BlockingOverlay,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Each story in a frame of its own on the docs page: a shown layer swallows Tab, Enter and Space on its whole
    // document, which inline would be the docs page itself.
    docs: { story: { inline: false, height: '400px' } },
  },
  args: { show: true, logo: <Logo productName="Frota" className="text-2xl" />, label: 'Entrando' },
  argTypes: { logo: { control: false } },
  render: (args) => (
    <div className="h-96">
      <LoginPage>
        <BlockingOverlay {...args} />
      </LoginPage>
    </div>
  ),
} satisfies Meta<typeof BlockingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const CELLS = [
  { heading: 'Com logo', show: true, logo: true },
  { heading: 'Sem logo', show: true, logo: false },
  { heading: 'Oculta', show: false, logo: true },
] as const;

/** Over a login screen: with the logo, without it, and hidden (show false). */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          {CELLS.map((cell) => (
            <th key={cell.heading} scope="col">
              {cell.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {CELLS.map((cell) => (
            <td key={cell.heading}>
              {/* Layout containment keeps each fixed layer inside its cell. */}
              <div className="h-56 w-64 overflow-hidden rounded-card border border-line [contain:layout]">
                <LoginPage>
                  <BlockingOverlay
                    show={cell.show}
                    logo={cell.logo ? args.logo : undefined}
                    label={args.label}
                  />
                </LoginPage>
              </div>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  ),
};

/** The login running: the layer, the logo and the dots cover the login screen. */
export const Shown: Story = {};

/** Tab, Enter and Space never reach the button behind the layer. */
export const KeyboardBlockedTest: Story = {
  ...Shown,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('button', { name: 'Entrar' })).not.toHaveFocus();
    await expect(onBehind).not.toHaveBeenCalled();
  },
};

export const WithoutLogo: Story = { args: { logo: undefined } };

/** With `show` false nothing is drawn: the login screen as it is. */
export const Hidden: Story = { args: { show: false } };
