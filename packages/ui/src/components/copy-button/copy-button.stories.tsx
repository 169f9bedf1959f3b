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
    variant: { control: 'inline-radio', options: ['basic', 'primary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    return stubClipboard({ writeText });
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = ['basic', 'primary', 'ghost'] as const;

/** The variants a copy button takes, in both sizes (sm is the default). */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Variante</th>
          <th scope="col">sm</th>
          <th scope="col">md</th>
        </tr>
      </thead>
      <tbody>
        {VARIANTS.map((variant) => (
          <tr key={variant}>
            <th scope="row" className="font-mono font-normal">
              {variant}
            </th>
            <td>
              <CopyButton {...args} variant={variant} size="sm" label="Copiar senha" />
            </td>
            <td>
              <CopyButton {...args} variant={variant} size="md" label="Copiar senha" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The pointer over each variant. */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each variant. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: true } },
};

export const Default: Story = {};

/** Enter copies; the button and a live region say 'Copiado!' for 2 s. */
export const DefaultKeyboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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
export const ClipboardRefusedTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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
export const NoClipboardTest: Story = {
  ...Default,
  tags: ['!autodocs', 'interaction-test'],
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
    <div className="flex max-w-sm items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-lg">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium text-fg-strong">Motorista criado com sucesso</p>
        <p className="text-fg-soft">
          Senha provisória: <code className="font-mono text-fg-strong">{args.text}</code>
        </p>
      </div>
      <CopyButton {...args} />
    </div>
  ),
};

export const NarrowWidth: Story = {
  args: { label: 'Copiar senha provisória do motorista', className: 'w-full' },
  decorators: [
    (Story) => <div className="w-[320px] border border-dashed border-line-control p-2">{Story()}</div>,
  ],
};
