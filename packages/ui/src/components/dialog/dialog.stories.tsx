import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { Dialog, type DialogProps } from './dialog';
import { DialogFrames } from './story-frames';

/**
 * Story only: a page with the button that opens the dialog. The dialog starts as the `open` arg says; `onClose`
 * is called (and the dialog closes) on Esc, × or a click outside, and the button opens it again.
 */
function Controlled({ open: initiallyOpen, onClose, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir diálogo</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const passwordForm = (
  <form className="space-y-4">
    <Field label="Senha atual" htmlFor="currentPassword" required>
      <TextInput id="currentPassword" type="password" data-autofocus />
    </Field>
    <Field label="Nova senha" htmlFor="password" required>
      <TextInput id="password" type="password" />
    </Field>
    <Field label="Confirmação da nova senha" htmlFor="passwordConfirmation" required>
      <TextInput id="passwordConfirmation" type="password" />
    </Field>
  </form>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Alterar senha',
    children: passwordForm,
    footer: (
      <>
        <Button variant="basic">Cancelar</Button>
        <Button onClick={fn()}>Salvar</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
    footer: { control: false },
    description: { control: 'text' },
  },
  // The open arg starts the story over when it changes.
  render: (args) => <Controlled key={String(args.open)} {...args} />,
  parameters: {
    // A modal dialog covers the whole page: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '560px' } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);

const SIZES = [
  { size: 'sm', title: 'Pequeno (sm)', description: 'Até 384 px: perguntas e avisos curtos.' },
  { size: 'md', title: 'Médio (md)', description: 'Até 512 px: formulários curtos. É o padrão.' },
  { size: 'lg', title: 'Grande (lg)', description: 'Até 768 px: textos longos e formulários largos.' },
  { size: 'xl', title: 'Extra grande (xl)', description: 'Até 1024 px: tabelas largas e mapas.' },
] as const;

/** The four sizes, one under the other, each open in its own frame (inert: a picture to compare). */
export const Matrix: Story = {
  render: (args) => (
    <DialogFrames className="*:h-60">
      {SIZES.map(({ size, title, description }) => (
        <Dialog
          key={size}
          open
          onClose={args.onClose}
          size={size}
          title={title}
          description={description}
          footer={
            <>
              <Button variant="basic">Cancelar</Button>
              <Button>Salvar</Button>
            </>
          }
        />
      ))}
    </DialogFrames>
  ),
  parameters: { docs: { story: { inline: false, height: '820px' } } },
};

/** The change-password dialog, open, with the focus in its first field. */
export const WithForm: Story = {
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 });
    await waitFor(() => expect(page.getByLabelText(/Senha atual/)).toHaveFocus(), { timeout: 5000 });
    await expect(dialog).toBeVisible();
  },
};

/**
 * Focus moves into the dialog (to the field marked data-autofocus), Tab stays trapped inside it, Esc calls
 * onClose; back on the page, Tab and Enter on "Abrir diálogo" open it again.
 */
export const WithFormKeyboardTest: Story = {
  ...WithForm,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 });
    const current = page.getByLabelText(/Senha atual/);
    await waitFor(() => expect(current).toHaveFocus(), { timeout: 5000 });

    // Nova senha, Confirmação, Cancelar, Salvar, ×, the scrollable content, and back to Senha atual.
    for (let step = 0; step < 7; step++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(current).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 5000 });

    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Abrir diálogo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 });
    await waitFor(() => expect(page.getByLabelText(/Senha atual/)).toHaveFocus(), { timeout: 5000 });
  },
};

/** The description under the title is read as the dialog's description. */
export const WithDescription: Story = {
  args: { description: 'A nova senha passa a valer no próximo login.' },
  play: async () => {
    await expect(
      await page.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 }),
    ).toHaveAccessibleDescription('A nova senha passa a valer no próximo login.');
  },
};

/** The small size (384 px), open, with a short content. */
export const Small: Story = {
  args: {
    size: 'sm',
    children: <p className="text-sm text-fg-soft">A nova senha passa a valer no próximo login.</p>,
  },
};

/** Without a data-autofocus element focus still lands inside the dialog; Enter on × closes it. */
export const SmallKeyboardTest: Story = {
  ...Small,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), {
      timeout: 5000,
    });
    const close = page.getByRole('button', { name: 'Fechar' });
    for (let step = 0; step < 4 && document.activeElement !== close; step++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** The large size (768 px), open: a long text scrolls between the fixed header and footer. */
export const LargeWithLongContent: Story = {
  args: {
    size: 'lg',
    title: 'Política de privacidade',
    footer: <Button>Entendi</Button>,
    children: (
      <div className="space-y-3 text-sm text-fg-soft">
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index}>
            Seção {index + 1}: os dados coletados (login com o CPF) são usados somente internamente, guardados
            pelo tempo necessário e protegidos por medidas de segurança adequadas.
          </p>
        ))}
      </div>
    ),
  },
};

/** Without a footer: the content ends the panel. */
export const WithoutFooter: Story = { args: { footer: undefined } };
