import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CopyIcon } from '../icons';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { ToastView } from './toast-runtime';
import { toast } from './index';

const LONG_ERROR =
  'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique o CPF, o e-mail e o ' +
  'cliente vinculado.';

const meta = {
  title: 'Feedback/Toasts',
  component: ToastView,
  tags: ['autodocs'],
  args: { kind: 'success', message: 'Usuário criado com sucesso', sticky: false, onDismiss: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] },
    message: { control: 'text' },
    sticky: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component: `
A short message at the top of the screen after an action, closing by itself after 5 seconds. The stories draw
each toast in place (\`ToastView\`, exactly as the toaster draws it); in the product, code shows one by calling
\`notify\`, and \`<AppToaster />\`, rendered once at the root of the app, draws it.

| Call | Shows |
| --- | --- |
| \`notify.success(message, options?)\` | Green check in a circle: a change saved ("Usuário criado com sucesso"). |
| \`notify.error(message, options?)\` | Red cross in a circle: something failed that the user cannot fix from here. |
| \`notify.warning(message, options?)\` | Amber warning sign: a failure the user can act on, such as a rejected request ("Não encontrado."). |
| \`notify.info(message, options?)\` | Blue info sign: a neutral note ("Senha copiada"). |
| \`toast.dismiss(id)\` | Closes the toast whose id a \`notify\` call returned. |

The icons are the library's outline icons, in the status colours of the tokens (brand-600, danger-600,
warning-600, blue-600). Each \`notify\` call returns the toast's id. \`message\` is a string, an element, or a function of the toast
(\`(t) => …\`) for a message with a control inside that refers to its toast. \`options\`:

- \`duration\`: milliseconds before it closes (5000 by default); \`Infinity\` keeps it until the user closes it, and
  then it shows a "Fechar" button.
- \`id\`: reuse an id to replace a toast in place, such as \`notify.info('Senha copiada', { id: t.id })\` from the
  "Copiar senha" button of the toast \`t\`.

**When to use.** To confirm an action that worked, or to report a failure that needs no more than a sentence,
when the page stays where it is. An error the user must read or fix (a form's validation) goes in an \`ErrorBox\`
or under its field; a message that must stay on the page is a \`Notice\`. Keep it to one short sentence; a toast
that holds something the user needs (a generated password) stays until closed (\`duration: Infinity\`).

**Accessibility.** Each message is a polite live region (\`role="status"\`, \`aria-live="polite"\`): a screen
reader reads it when it appears, without moving the focus. A toast pauses while the pointer is over it, and a
click on it closes it. One that stays until closed has a "Fechar" button. The focus never moves into a toast: its
controls take their place in the tab order where \`<AppToaster />\` is rendered (in the portal, after the page).
`,
      },
    },
  },
} satisfies Meta<typeof ToastView>;

export default meta;
type Story = StoryObj<typeof meta>;

const KINDS = [
  { kind: 'success', name: 'Sucesso', message: 'Usuário criado com sucesso' },
  { kind: 'error', name: 'Erro', message: 'Falha ao criar usuário' },
  { kind: 'warning', name: 'Aviso', message: 'Não encontrado.' },
  { kind: 'info', name: 'Informação', message: 'Senha copiada' },
] as const;

/** The status colour token of each kind's icon. */
const KIND_COLOURS = {
  success: '--color-brand-600',
  error: '--color-danger-600',
  warning: '--color-warning-600',
  info: '--color-blue-600',
} as const;

/** A colour token as the browser computes it. */
function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The icon before a toast's message (its status region) is an outline icon, in the kind's status colour. */
async function expectKindIcon(message: Element | null, kind: keyof typeof KIND_COLOURS) {
  const icon = message?.parentElement?.querySelector('svg');
  await expect(icon).toHaveAttribute('fill', 'none');
  await expect(icon).toHaveAttribute('stroke', 'currentColor');
  await expect(getComputedStyle(icon!).color).toBe(tokenColour(KIND_COLOURS[kind]));
}

/** Each kind, closing by itself and staying until closed (with "Fechar"), with its outline icon. */
export const Matrix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { kind, name } of KINDS) {
      const messages = within(canvas.getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole(
        'status',
      );
      for (const message of messages) await expectKindIcon(message, kind);
    }
  },
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Tipo</th>
          <th scope="col">Fecha sozinho (5 s)</th>
          <th scope="col">Fica até fechar</th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map(({ kind, name, message }) => (
          <tr key={kind}>
            <th scope="row" className="font-normal">
              {name} <span className="font-mono">({kind})</span>
            </th>
            <td>
              <ToastView kind={kind} message={message} onDismiss={args.onDismiss} />
            </td>
            <td>
              <ToastView kind={kind} message={message} sticky onDismiss={args.onDismiss} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Success: Story = {};

export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', message: 'Falha ao criar usuário' },
};

/** A failure the user can act on, such as a rejected request. */
export const Warning: Story = { args: { kind: 'warning', message: 'Não encontrado.' } };

export const Info: Story = { args: { kind: 'info', message: 'Senha copiada' } };

/** A toast that stays until closed has a "Fechar" button. */
export const Sticky: Story = {
  args: { kind: 'success', message: 'Motorista criado. Senha: 4F7K2Q', sticky: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** A toast with an action inside: it stays until closed, so the user has time to copy the password. */
export const StickyWithAction: Story = {
  args: {
    kind: 'success',
    sticky: true,
    message: (
      <span className="flex items-center gap-2">
        Motorista criado. Senha: 4F7K2Q
        <Button size="sm" variant="basic">
          <CopyIcon className="size-4" />
          Copiar senha
        </Button>
      </span>
    ),
  },
};

/** A long error message wraps inside its toast, beside the error icon. */
export const LongMessage: Story = { args: { kind: 'error', message: LONG_ERROR } };

/** Buttons that show real toasts through `notify`, for the test stories; the toaster sits before them. */
function ToastButtons({ successMessage, errorMessage }: { successMessage: string; errorMessage: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <AppToaster />
      <Button onClick={() => notify.success(successMessage)}>Sucesso</Button>
      <Button variant="basic" onClick={() => notify.warning('Não encontrado.')}>
        Aviso
      </Button>
      <Button variant="danger" onClick={() => notify.error(errorMessage)}>
        Erro
      </Button>
      <Button variant="ghost" onClick={() => notify.info('Senha copiada')}>
        Informação
      </Button>
      <Button
        variant="basic"
        onClick={() =>
          notify.success(
            (t) => (
              <span className="flex items-center gap-2">
                Motorista criado. Senha: 4F7K2Q
                <Button size="sm" variant="basic" onClick={() => notify.info('Senha copiada', { id: t.id })}>
                  <CopyIcon className="size-4" />
                  Copiar senha
                </Button>
              </span>
            ),
            { duration: Number.POSITIVE_INFINITY },
          )
        }
      >
        Sem fechar sozinho
      </Button>
    </div>
  );
}

/** The toast store is global: start each test without the toasts a previous one left. */
function clearToasts() {
  toast.remove();
}

const page = within(document.body);
const slow = { timeout: 5000 };

/** The toast showing `text`: each message is a polite status region (react-hot-toast's aria props). */
async function findToast(text: string) {
  const status = (await page.findByText(text, {}, slow)).closest('[role="status"]');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  return status;
}

/**
 * Real toasts: each button is reached with Tab and pressed with Enter or Space; its toast appears as a status
 * message with its text.
 */
export const SuccessKeyboardTest: Story = {
  ...Success,
  tags: ['!autodocs', 'interaction-test'],
  render: () => (
    <ToastButtons successMessage="Usuário criado com sucesso" errorMessage="Falha ao criar usuário" />
  ),
  play: async ({ canvasElement }) => {
    clearToasts();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sucesso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectKindIcon(await findToast('Usuário criado com sucesso'), 'success');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aviso' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectKindIcon(await findToast('Não encontrado.'), 'warning');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Erro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectKindIcon(await findToast('Falha ao criar usuário'), 'error');
    await expect(page.getAllByRole('status')).toHaveLength(3);
  },
};

/**
 * A real toast that stays until closed, with a button inside: the toaster comes before the buttons, so Shift+Tab
 * reaches "Copiar senha", and Enter runs its action (the toast becomes "Senha copiada").
 */
export const StickyWithActionTest: Story = {
  ...StickyWithAction,
  tags: ['!autodocs', 'interaction-test'],
  render: () => (
    <ToastButtons successMessage="Usuário criado com sucesso" errorMessage="Falha ao criar usuário" />
  ),
  play: async ({ canvasElement }) => {
    clearToasts();
    const canvas = within(canvasElement);
    const sticky = canvas.getByRole('button', { name: 'Sem fechar sozinho' });
    for (let step = 0; step < 6 && document.activeElement !== sticky; step++) await userEvent.tab();
    await expect(sticky).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast('Motorista criado. Senha: 4F7K2Q');
    const copy = page.getByRole('button', { name: 'Copiar senha' });
    for (let step = 0; step < 6 && document.activeElement !== copy; step++) {
      await userEvent.tab({ shift: true });
    }
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast('Senha copiada');
    await waitFor(() => expect(page.queryByText('Motorista criado. Senha: 4F7K2Q')).toBeNull(), slow);
  },
};

/**
 * A real toast that stays until closed has a "Fechar" button, reached with the keyboard; the others close by
 * themselves and have none.
 */
export const StickyKeyboardTest: Story = {
  ...Sticky,
  tags: ['!autodocs', 'interaction-test'],
  render: () => (
    <ToastButtons successMessage="Usuário criado com sucesso" errorMessage="Falha ao criar usuário" />
  ),
  play: async ({ canvasElement }) => {
    clearToasts();
    const sticky = within(canvasElement).getByRole('button', { name: 'Sem fechar sozinho' });
    sticky.focus();
    await userEvent.keyboard('{Enter}');
    await findToast('Motorista criado. Senha: 4F7K2Q');
    const close = page.getByRole('button', { name: 'Fechar' });
    for (let step = 0; step < 6 && document.activeElement !== close; step++) {
      await userEvent.tab({ shift: true });
    }
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByText('Motorista criado. Senha: 4F7K2Q')).toBeNull(), slow);

    within(canvasElement).getByRole('button', { name: 'Sucesso' }).focus();
    await userEvent.keyboard('{Enter}');
    await findToast('Usuário criado com sucesso');
    await expect(page.queryByRole('button', { name: 'Fechar' })).toBeNull();
  },
};

/** A real error toast with the long message, shown from the keyboard. */
export const LongMessageTest: Story = {
  ...LongMessage,
  tags: ['!autodocs', 'interaction-test'],
  render: () => <ToastButtons successMessage="Usuário criado com sucesso" errorMessage={LONG_ERROR} />,
  play: async ({ canvasElement }) => {
    clearToasts();
    const error = within(canvasElement).getByRole('button', { name: 'Erro' });
    for (let step = 0; step < 6 && document.activeElement !== error; step++) await userEvent.tab();
    await expect(error).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast(LONG_ERROR);
  },
};
