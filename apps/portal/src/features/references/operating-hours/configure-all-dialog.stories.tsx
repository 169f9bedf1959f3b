import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_SCHEDULE } from '@frota/domain';
import { Button } from '@frota/ui';
import { ConfigureAllDialog, type ConfigureAllDialogProps } from './configure-all-dialog.tsx';

/**
 * Story only: the 'Configurar todos' button that opens the dialog, as the operating-hours table has it. The
 * dialog starts as the `open` arg says; 'Aplicar' and every way of closing close it (and call the spies).
 */
function Controlled({ open: initiallyOpen, onApply, onClose }: ConfigureAllDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="basic" size="sm" onClick={() => setOpen(true)}>
        Configurar todos
      </Button>
      <ConfigureAllDialog
        open={open}
        onApply={(schedule) => {
          setOpen(false);
          onApply(schedule);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Portal/Referências/ConfigureAllDialog',
  component: ConfigureAllDialog,
  tags: ['autodocs'],
  args: { open: true, onApply: fn(), onClose: fn() },
  // The open arg starts the story over when it changes.
  render: (args) => <Controlled key={String(args.open)} {...args} />,
  parameters: {
    // A modal dialog covers the whole page: on the docs page each story gets its own frame.
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component:
          "The 'Configurar todos' dialog of the operating hours: one start, end and pair of gate-to-gate minutes " +
          'for every weekday, pre-filled with 08:00 to 18:00, contracted 30 and expected 20 (spec 02 §5).\n\n' +
          "**When to use.** Only from `OperatingHoursTable`, which fills the seven days with what 'Aplicar' " +
          'sends, closes the dialog and confirms with a toast. To change one day, edit its row in the table.\n\n' +
          "**Accessibility.** A modal `dialog` named 'Configurar todos os dias'; the focus starts in 'Início' and " +
          "stays inside until it closes. Each input is named by its label; 'Aplicar' stays disabled (and Enter " +
          "does nothing) until both times are filled. Esc, the × button and 'Cancelar' close it without applying, " +
          'and each opening starts again from the defaults.',
      },
    },
  },
} satisfies Meta<typeof ConfigureAllDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);
const dialog = () => page.findByRole('dialog', { name: 'Configurar todos os dias' }, { timeout: 5000 });

/** Open, with the defaults and the focus in 'Início'. */
export const Open: Story = {
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByLabelText(/^Início/)).toHaveValue('08:00');
    await expect(box.getByLabelText(/^Fim/)).toHaveValue('18:00');
    await expect(box.getByRole('textbox', { name: 'Gate-to-gate contratado (min)' })).toHaveValue('30');
    await expect(box.getByRole('textbox', { name: 'Gate-to-gate previsto (min)' })).toHaveValue('20');
    await waitFor(() => expect(box.getByLabelText(/^Início/)).toHaveFocus());
  },
};

/** 'Aplicar' as it opens sends the defaults. */
export const OpenApplyDefaultsTest: Story = {
  ...Open,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith(DEFAULT_SCHEDULE);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Minutes typed and Enter: 'Aplicar' sends them, an emptied one as ''. */
export const OpenTypedTest: Story = {
  ...Open,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = within(await dialog());
    const contracted = box.getByRole('textbox', { name: 'Gate-to-gate contratado (min)' });
    await userEvent.clear(contracted);
    await userEvent.type(contracted, '45');
    await userEvent.clear(box.getByRole('textbox', { name: 'Gate-to-gate previsto (min)' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({
      ...DEFAULT_SCHEDULE,
      contractedGateToGate: '45',
      totalGateToGate: '',
    });
  },
};

/** Without an end time 'Aplicar' is disabled and Enter applies nothing. */
export const OpenMissingEndTest: Story = {
  ...Open,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.clear(box.getByLabelText(/^Fim/));
    await expect(box.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await userEvent.type(box.getByRole('textbox', { name: 'Gate-to-gate previsto (min)' }), '{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Esc closes without applying; the button opens it again with the defaults. */
export const OpenEscapeTest: Story = {
  ...Open,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args, canvasElement }) => {
    const box = within(await dialog());
    await waitFor(() => expect(box.getByLabelText(/^Início/)).toHaveFocus());
    await userEvent.clear(box.getByRole('textbox', { name: 'Gate-to-gate contratado (min)' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Configurar todos' }));
    await expect(
      within(await dialog()).getByRole('textbox', { name: 'Gate-to-gate contratado (min)' }),
    ).toHaveValue('30');
  },
};

/** On a 320 px phone the four fields stack in one column and the dialog fits the width. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const box = await dialog();
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const start = within(box)
      .getByLabelText(/^Início/)
      .getBoundingClientRect();
    const end = within(box).getByLabelText(/^Fim/).getBoundingClientRect();
    await expect(end.top).toBeGreaterThan(start.bottom);
  },
};
