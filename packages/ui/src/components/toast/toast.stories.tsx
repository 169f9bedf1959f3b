import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CopyIcon } from '../icons';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { toast } from './index';

function ToastPlayground({ message, errorMessage }: { message: string; errorMessage: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <AppToaster />
      <Button onClick={() => notify.success(message)}>Sucesso</Button>
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

const meta = {
  title: 'Feedback/Toasts',
  component: ToastPlayground,
  tags: ['autodocs'],
  args: { message: 'Usuário criado com sucesso', errorMessage: 'Falha ao criar usuário' },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast store is global: start each story without the toasts a previous one left. */
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
 * Each button is reached with Tab and pressed with Enter or Space; its toast appears as a status message with
 * its text.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    clearToasts();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sucesso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast('Usuário criado com sucesso');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aviso' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await findToast('Não encontrado.');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Erro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast('Falha ao criar usuário');
    await expect(page.getAllByRole('status')).toHaveLength(3);
  },
};

/**
 * A toast that stays until closed, with a button inside: the toaster comes before the buttons, so Shift+Tab
 * reaches "Copiar senha", and Enter runs its action (the toast becomes "Senha copiada").
 */
export const StickyWithAction: Story = {
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

/** A toast that stays until closed has a "Fechar" button, reached with the keyboard; the others close by themselves. */
export const StickyClosedWithTheKeyboard: Story = {
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

/** A long error message wraps inside its toast, beside the error icon. */
export const LongMessage: Story = {
  args: {
    errorMessage:
      'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique o CPF, o e-mail e o cliente vinculado.',
  },
  play: async ({ canvasElement }) => {
    clearToasts();
    const error = within(canvasElement).getByRole('button', { name: 'Erro' });
    for (let step = 0; step < 6 && document.activeElement !== error; step++) await userEvent.tab();
    await expect(error).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast(
      'Algum campo foi preenchido incorretamente ou está vazio, tente novamente. Verifique o CPF, o e-mail e o cliente vinculado.',
    );
  },
};
