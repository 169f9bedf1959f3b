import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    message: 'Tem certeza que deseja apagar o usuário?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] } },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);

/** Focus starts on Cancelar; Tab cycles Cancelar → Confirmar → × inside the dialog; Esc calls onCancel. */
export const Delete: Story = {
  play: async ({ args }) => {
    const dialog = await page.findByRole('alertdialog', { name: 'Confirmação' }, { timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja apagar o usuário?');
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus(), { timeout: 5000 });

    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(page.getByRole('button', { name: 'Fechar' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tab from Cancelar to the confirm button, and Enter confirms. */
export const Activate: Story = {
  args: { message: 'Tem certeza que deseja ativar o motorista?', tone: 'primary', confirmLabel: 'Ativar' },
  play: async ({ args }) => {
    await page.findByRole('alertdialog', { name: 'Confirmação' }, { timeout: 5000 });
    await waitFor(() => expect(page.getByRole('button', { name: 'Cancelar' })).toHaveFocus(), {
      timeout: 5000,
    });
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Ativar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** While the action runs nothing dismisses the dialog: no ×, Cancelar disabled, Esc ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await page.findByRole('alertdialog', { name: 'Confirmação' }, { timeout: 5000 });
    await expect(page.queryByRole('button', { name: 'Fechar' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: {
    title: 'Descartar alterações',
    message: 'Existem alterações não salvas. Deseja fechar mesmo assim?',
    confirmLabel: 'Descartar',
    cancelLabel: 'Continuar editando',
  },
  play: async ({ args }) => {
    await page.findByRole('alertdialog', { name: 'Descartar alterações' }, { timeout: 5000 });
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus(), {
      timeout: 5000,
    });
    await userEvent.keyboard(' ');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Descartar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    message:
      'Tem certeza que deseja desfazer a ligação entre o cliente Cooperativa de Transportadores Autônomos do Vale do Rio Doce e o motorista Maria Aparecida dos Santos Oliveira? O motorista deixará de ver as viagens deste cliente.',
  },
};
