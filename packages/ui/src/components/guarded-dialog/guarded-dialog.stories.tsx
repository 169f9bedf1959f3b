import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuardedDialog } from './guarded-dialog';
import { ReferenceEditor } from './reference-editor-fixture';

const meta = {
  title: 'Overlays/GuardedDialog',
  component: ReferenceEditor,
  subcomponents: { GuardedDialog },
  tags: ['autodocs'],
  args: { title: 'Editar referência', initialName: 'Terminal Santos', onClose: fn() },
  argTypes: {
    title: { description: 'Dialog title.' },
    initialName: { description: 'Story only: the saved value; editing the field makes the dialog dirty.' },
    confirmMessage: {
      description: "The question (default 'Existem alterações não salvas. Deseja descartá-las?').",
    },
    size: { description: 'Dialog width.', control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onClose: { description: 'Called when the dialog really closes.' },
  },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof ReferenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function editName() {
  const input = await page.findByRole('textbox', { name: /Nome/ });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.keyboard(' Norte');
  return input;
}

/** Unchanged: Esc closes at once. */
export const Clean: Story = {
  play: async ({ args }) => {
    await page.findByRole('dialog', { name: 'Editar referência' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Changed: Esc asks; 'Continuar editando' (focused) keeps the edit, 'Descartar' closes. */
export const DirtyEscapeAsks: Story = {
  play: async ({ args }) => {
    const input = await editName();
    await userEvent.keyboard('{Escape}');
    const confirm = await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(confirm).toHaveAccessibleDescription('Existem alterações não salvas. Deseja descartá-las?');
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(input).toHaveValue('Terminal Santos Norte');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await page.findByRole('alertdialog');
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Descartar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Changed: the × button and the footer's Cancelar ask too; Esc on the question goes back to the form. */
export const DirtyCloseButtonAsks: Story = {
  play: async ({ args }) => {
    await editName();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(page.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(page.getByRole('dialog', { name: 'Editar referência' })).toBeVisible();

    // Focus goes back to ×; past the scrollable content and the field comes the footer's Cancelar.
    await waitFor(() => expect(page.getByRole('button', { name: 'Fechar' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Changed: a click on the backdrop asks as well. */
export const DirtyBackdropClickAsks: Story = {
  play: async ({ args }) => {
    await editName();
    const panel = page
      .getByRole('dialog', { name: 'Editar referência' })
      .querySelector('[id^="headlessui-dialog-panel"]');
    // The panel's centring wrapper covers the screen around the panel: a click on it is a click outside.
    await userEvent.click(panel?.parentElement ?? document.body);
    await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The question left open, as a designer sees it. */
export const ConfirmationShown: Story = {
  play: async () => {
    await editName();
    await userEvent.keyboard('{Escape}');
    await page.findByRole('alertdialog', { name: 'Descartar alterações' });
  },
};

export const LongText: Story = {
  args: {
    title: 'Editar referência Terminal Portuário de Granéis Sólidos do Vale do Rio Doce',
    confirmMessage:
      'Existem alterações não salvas nos horários de operação, na cerca eletrônica e nas premissas da operação. Deseja descartá-las?',
    size: 'lg',
  },
  play: ConfirmationShown.play,
};

/** On a 320px phone the dialog and its question fill the width, less the margin. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await editName();
    await userEvent.keyboard('{Escape}');
    const confirm = await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(confirm.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
