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
  // A modal covers the whole page: on the docs page each story gets a frame of its own, the dialog open in it.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);

const DELETE = {
  tone: 'danger',
  title: 'Excluir o usuário Ana Souza?',
  message: 'Ela deixa de ter acesso ao portal.',
  confirmLabel: 'Excluir',
} as const;
const ACTIVATE = {
  tone: 'primary',
  title: 'Ativar o motorista João Pereira?',
  message: 'Ele volta a poder receber programações.',
  confirmLabel: 'Ativar',
} as const;
const MATRIX = [
  { ...DELETE, busy: false },
  { ...DELETE, busy: true },
  { ...ACTIVATE, busy: false },
  { ...ACTIVATE, busy: true },
];

/**
 * Both tones, ready (left) and while the action runs (right): danger on top, primary below. The titles and
 * buttons follow the content rule of specific labels. Each dialog keeps its backdrop in a quarter of the screen.
 */
export const Matrix: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args) => (
    <>
      {/* Story-only layout: the dialogs' portals become the cells of a 2 x 2 grid, each holding its fixed layers. */}
      <style>{`
        #headlessui-portal-root {
          position: fixed;
          inset: 0;
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          grid-template-rows: repeat(2, minmax(0, 1fr));
        }
        #headlessui-portal-root > [data-headlessui-portal] { position: relative; contain: layout; }
      `}</style>
      {MATRIX.map((cell) => (
        <ConfirmDialog
          key={`${cell.tone}-${cell.busy}`}
          open={args.open}
          title={cell.title}
          message={cell.message}
          cancelLabel="Cancelar"
          confirmLabel={cell.confirmLabel}
          tone={cell.tone}
          busy={cell.busy}
          onConfirm={args.onConfirm}
          onCancel={args.onCancel}
        />
      ))}
    </>
  ),
};

/** The specification's wording: the default 'Confirmação' title and 'Confirmar' button, danger tone. */
export const Delete: Story = {};

/** Focus starts on Cancelar; Tab cycles Cancelar → Confirmar → × inside the dialog; Esc calls onCancel. */
export const DeleteKeyboardTest: Story = {
  ...Delete,
  tags: ['!autodocs', 'interaction-test'],
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

/** A non-destructive action: primary tone, and the button says what it does ('Ativar'). */
export const Activate: Story = {
  args: { message: 'Tem certeza que deseja ativar o motorista?', tone: 'primary', confirmLabel: 'Ativar' },
};

/** Tab from Cancelar to the confirm button, and Enter confirms. */
export const ActivateKeyboardTest: Story = {
  ...Activate,
  tags: ['!autodocs', 'interaction-test'],
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

/** While the action runs: the confirm button spins, Cancelar is disabled and the × is gone. */
export const Busy: Story = { args: { busy: true } };

/** While busy nothing dismisses the dialog: no ×, Cancelar disabled, Esc ignored. */
export const BusyTest: Story = {
  ...Busy,
  tags: ['!autodocs', 'interaction-test'],
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

/** Leaving a form with unsaved changes, as `GuardedDialog` asks: both buttons say what they do. */
export const CustomLabels: Story = {
  args: {
    title: 'Descartar alterações',
    message: 'Existem alterações não salvas. Deseja fechar mesmo assim?',
    confirmLabel: 'Descartar',
    cancelLabel: 'Continuar editando',
  },
};

/** Space on the focused 'Continuar editando' cancels; Tab and Space on 'Descartar' confirm. */
export const CustomLabelsKeyboardTest: Story = {
  ...CustomLabels,
  tags: ['!autodocs', 'interaction-test'],
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

/** A long question wraps inside the small dialog. */
export const LongText: Story = {
  args: {
    message:
      'Tem certeza que deseja desfazer a ligação entre o cliente Cooperativa de Transportadores Autônomos do Vale do Rio Doce e o motorista Maria Aparecida dos Santos Oliveira? O motorista deixará de ver as viagens deste cliente.',
  },
};
