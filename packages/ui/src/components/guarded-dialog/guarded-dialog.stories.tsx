import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DialogFrames } from '../dialog/story-frames';
import { Field } from '../field';
import { TextInput } from '../text-input';
import { DiscardChangesDialog, GuardedDialog, type GuardedDialogProps } from './guarded-dialog';

const SAVED = 'Terminal Santos';
const EDITED = 'Terminal Santos Norte';

type StoryArgs = GuardedDialogProps & { question?: boolean };

/**
 * Story only: a reference form in a GuardedDialog, with the button that opens it, a guarded Cancelar and a
 * Salvar. `dirty` starts the form with an unsaved edit of the name (after that, the dialog is dirty while the
 * field differs from the saved name); `question` starts it with the discard question open, as after Esc.
 */
function ReferenceEditor({
  open: initiallyOpen,
  dirty: initiallyDirty,
  question = false,
  onClose,
  children: _children,
  footer: _footer,
  ...props
}: StoryArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  const [name, setName] = useState(initiallyDirty || question ? EDITED : SAVED);
  const [asking, setAsking] = useState(false);
  // The question opens once the form's dialog is on the page (its field mounted), as after Esc, so Headless UI
  // stacks it on top of the form. A stable callback: it runs when the field mounts, not on every render.
  const askOnceFormIsUp = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && question) setAsking(true);
    },
    [question],
  );
  const close = () => {
    setOpen(false);
    setAsking(false);
    setName(SAVED);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Editar referência</Button>
      <GuardedDialog
        {...props}
        open={open}
        onClose={close}
        dirty={name !== SAVED}
        footer={(requestClose) => (
          <>
            <Button variant="basic" onClick={requestClose}>
              Cancelar
            </Button>
            <Button onClick={close}>Salvar</Button>
          </>
        )}
      >
        <Field label="Nome" htmlFor="reference-name" required>
          <TextInput
            id="reference-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
            ref={askOnceFormIsUp}
          />
        </Field>
        {/* The question GuardedDialog opens on Esc, open from the start, in the same place in the tree. */}
        {question && (
          <DiscardChangesDialog
            open={open && asking}
            message={props.confirmMessage}
            onDiscard={close}
            onKeepEditing={() => setAsking(false)}
          />
        )}
      </GuardedDialog>
    </>
  );
}

const meta = {
  title: 'Overlays/GuardedDialog',
  component: GuardedDialog,
  subcomponents: { DiscardChangesDialog },
  tags: ['autodocs'],
  args: { open: true, dirty: false, title: 'Editar referência', onClose: fn() },
  argTypes: {
    dirty: {
      description:
        'True once the user has changed something; closing then asks first. In these stories: start with the name edited.',
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    confirmMessage: { control: 'text' },
    description: { control: 'text' },
    children: {
      control: false,
      description: 'The form. In these stories: a reference form with a Nome field.',
    },
    footer: { control: false },
    question: {
      control: 'boolean',
      description: 'Story only: start with the discard question open, as after Esc on a changed form.',
    },
  },
  // A change of the state args starts the story over.
  render: (args) => <ReferenceEditor key={`${args.open}-${args.dirty}-${args.question}`} {...args} />,
  parameters: {
    // A modal dialog covers the whole page: on the docs page each story gets its own frame.
    // 'question' is the story's own arg: a control on the canvas, not a row of the props table.
    docs: { story: { inline: false, height: '480px' }, controls: { exclude: ['question'] } },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialogs render in a portal, outside the story's canvas.
const page = within(document.body);

async function editName() {
  const input = await page.findByRole('textbox', { name: /Nome/ });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.keyboard(' Norte');
  return input;
}

/** The form unchanged, the form changed, and the question, each open in its own frame (inert: a picture). */
export const Matrix: Story = {
  render: (args) => (
    <DialogFrames className="*:h-80 md:grid-cols-2">
      <GuardedDialog
        open
        dirty={false}
        onClose={args.onClose}
        title="Editar referência"
        description="Sem alterações: Esc, × e Cancelar fecham na hora."
        footer={
          <>
            <Button variant="basic">Cancelar</Button>
            <Button>Salvar</Button>
          </>
        }
      >
        <Field label="Nome" htmlFor="matrix-clean" required>
          <TextInput id="matrix-clean" defaultValue={SAVED} />
        </Field>
      </GuardedDialog>
      <GuardedDialog
        open
        dirty
        onClose={args.onClose}
        title="Editar referência"
        description="Com alterações: Esc, × e Cancelar perguntam antes."
        footer={
          <>
            <Button variant="basic">Cancelar</Button>
            <Button>Salvar</Button>
          </>
        }
      >
        <Field label="Nome" htmlFor="matrix-dirty" required>
          <TextInput id="matrix-dirty" defaultValue={EDITED} />
        </Field>
      </GuardedDialog>
      <DiscardChangesDialog open onDiscard={args.onClose} onKeepEditing={() => {}} />
    </DialogFrames>
  ),
  parameters: { docs: { story: { inline: false, height: '720px' } } },
};

/** Open, nothing changed yet. */
export const Clean: Story = {
  play: async () => {
    await expect(await page.findByRole('textbox', { name: /Nome/ })).toHaveValue(SAVED);
  },
};

/** Unchanged: Esc closes at once. */
export const CleanEscapeTest: Story = {
  ...Clean,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    await page.findByRole('dialog', { name: 'Editar referência' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Open with an unsaved edit of the name: closing now asks first. */
export const Dirty: Story = {
  args: { dirty: true },
  play: async () => {
    await expect(await page.findByRole('textbox', { name: /Nome/ })).toHaveValue(EDITED);
  },
};

/** Changed: Esc asks; 'Continuar editando' (focused) keeps the edit, 'Descartar' closes. */
export const DirtyEscapeAsksTest: Story = {
  ...Clean,
  tags: ['!autodocs', 'interaction-test'],
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
export const DirtyCloseButtonAsksTest: Story = {
  ...Clean,
  tags: ['!autodocs', 'interaction-test'],
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
export const DirtyBackdropClickAsksTest: Story = {
  ...Clean,
  tags: ['!autodocs', 'interaction-test'],
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

/** The question over the changed form, as after Esc: 'Continuar editando' has the focus. */
export const ConfirmationShown: Story = {
  args: { question: true },
  play: async () => {
    const confirm = await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(confirm).toHaveAccessibleDescription('Existem alterações não salvas. Deseja descartá-las?');
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
  },
};

/** 'Continuar editando' (Enter, as it has the focus) closes the question and keeps the edit in the form. */
export const ConfirmationShownKeepEditingTest: Story = {
  ...ConfirmationShown,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(EDITED);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Esc on the changed form opens the very question ConfirmationShown shows. */
export const ConfirmationTest: Story = {
  ...Dirty,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const input = await page.findByRole('textbox', { name: /Nome/ });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    const confirm = await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(confirm).toHaveAccessibleDescription('Existem alterações não salvas. Deseja descartá-las?');
    await waitFor(() => expect(page.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
  },
};

/** A long title and a long question, in the large size, with the question open. */
export const LongText: Story = {
  args: {
    title: 'Editar referência Terminal Portuário de Granéis Sólidos do Vale do Rio Doce',
    confirmMessage:
      'Existem alterações não salvas nos horários de operação, na cerca eletrônica e nas premissas da operação. Deseja descartá-las?',
    size: 'lg',
    question: true,
  },
};

/** On a 320px phone the dialog and its question fill the width, less the margin. */
export const NarrowWidth: Story = {
  args: { question: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const confirm = await page.findByRole('alertdialog', { name: 'Descartar alterações' });
    await expect(confirm.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
