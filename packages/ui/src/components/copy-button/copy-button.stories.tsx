import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './copy-button';

/** Stands in for navigator.clipboard.writeText in every story (the test browser has no clipboard permission). */
const writeText = fn<(text: string) => Promise<void>>();

/** Swaps in a fake clipboard (or none) for one story and puts the browser's back afterwards. */
function stubClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: { text: 'Xa7#k2Lm', onCopied: fn(), onError: fn() },
  argTypes: {
    text: { description: 'What goes to the clipboard.' },
    label: { description: "Text and accessible name (default 'Copiar')." },
    copiedLabel: { description: "Shown for 2 s after copying (default 'Copiado!')." },
    failedLabel: { description: "Shown when the clipboard refuses (default 'Não foi possível copiar')." },
    onCopied: { description: 'Called after a successful copy.' },
    onError: { description: "Receives the clipboard's error." },
    variant: {
      description: 'Button variant.',
      control: 'inline-radio',
      options: ['basic', 'primary', 'ghost'],
    },
    size: { description: 'Button size.', control: 'inline-radio', options: ['sm', 'md'] },
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    return stubClipboard({ writeText });
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter copies; the button and a live region say 'Copiado!' for 2 s. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copiar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith('Xa7#k2Lm');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Copiado!');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

/** The browser refuses (permission denied): the failure is shown and announced, onCopied is not called. */
export const ClipboardRefused: Story = {
  beforeEach: () => {
    writeText.mockRejectedValue(new DOMException('Permissão negada', 'NotAllowedError'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('button', { name: 'Não foi possível copiar' })).toBeVisible();
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** An insecure page has no navigator.clipboard at all: same failure. */
export const NoClipboard: Story = {
  beforeEach: () => stubClipboard(undefined),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Não foi possível copiar' }),
    ).toBeVisible();
  },
};

export const CustomLabels: Story = {
  args: { label: 'Copiar link de acesso', copiedLabel: 'Link copiado!', variant: 'ghost' },
};

/** As in the driver-creation toast: the temporary password with its copy button. */
export const InDriverCreatedToast: Story = {
  args: { label: 'Copiar senha' },
  render: (args) => (
    <div className="flex max-w-sm items-start gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-lg">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium text-ink-900">Motorista criado com sucesso</p>
        <p className="text-ink-700">
          Senha provisória: <code className="font-mono text-ink-900">{args.text}</code>
        </p>
      </div>
      <CopyButton {...args} />
    </div>
  ),
};

export const NarrowWidth: Story = {
  args: { label: 'Copiar senha provisória do motorista', className: 'w-full' },
  decorators: [(Story) => <div className="w-[320px] border border-dashed border-ink-300 p-2">{Story()}</div>],
};
