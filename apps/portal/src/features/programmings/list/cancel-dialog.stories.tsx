import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@frota/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CANCELLATION_JUSTIFICATIONS,
  installProgrammingApi,
  type ProgrammingApiOptions,
  WAIT,
} from '../programming-story-fixtures.ts';
import { STATUS_MESSAGES } from '../../../http/status-catalogue.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { openSelect, useStartingSteps } from '../programming-story-steps.ts';
import { CancelDialog } from './cancel-dialog.tsx';

type DialogArgs = Parameters<typeof CancelDialog>[0] &
  Pick<ProgrammingApiOptions, 'justifications' | 'latency' | 'onCall'> & {
    /** Story only: the Justificativa list opened once it has loaded. */
    listOpen?: boolean;
  };

/** The dialog over the list's Cancelar button; closing it leaves the button, which opens it again. */
function CancelDialogScreen({
  programmingId,
  onClose,
  listOpen = false,
  ...props
}: Parameters<typeof CancelDialog>[0] & { listOpen?: boolean }) {
  const [open, setOpen] = useState(true);
  useStartingSteps(listOpen ? [openSelect('Justificativa')] : []);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancelar programação #{programmingId}
      </Button>
      <CancelDialog
        {...props}
        programmingId={open ? programmingId : undefined}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

/**
 * The cancel dialog (spec 02 §2, §5): why is programming #124 cancelled? The Justificativa select offers the
 * active justifications of the Cancellation type (`GET /v1/backoffice/justifications/short?type=Cancellation`,
 * answered here by a stub API with the seed's four); 'Cancelar programação' stays disabled until one is chosen
 * and sends its id. While the cancel call runs the buttons wait and the dialog cannot be closed.
 */
const meta = {
  title: 'Screens/Programações/Diálogo de cancelamento',
  component: CancelDialog,
  args: {
    programmingId: 124,
    busy: false,
    listOpen: false,
    justifications: 'seeded',
    latency: 50,
    onConfirm: fn(),
    onClose: fn(),
    onCall: fn(),
  },
  argTypes: {
    programmingId: { control: 'number' },
    listOpen: { control: 'boolean' },
    justifications: {
      control: 'inline-radio',
      options: ['seeded', 'none', 'pending', 'failing'],
      description: "Story only: the seed's four, none active, the list never answers, or it fails (a 500).",
    },
    latency: { control: 'number', description: 'Story only: ms before the stub API answers.' },
    onCall: { description: 'Story only: every call the stub API receives.' },
  },
  beforeEach: ({ args }) =>
    installProgrammingApi({
      justifications: args.justifications,
      latency: args.latency,
      onCall: args.onCall,
    }),
  render: ({ justifications: _justifications, latency: _latency, onCall: _onCall, ...args }) => (
    <ProgrammingStoryFrame engine key={JSON.stringify(args)}>
      <CancelDialogScreen {...args} />
    </ProgrammingStoryFrame>
  ),
  parameters: {
    // A modal dialog covers the page: on the docs page each story gets its own frame (and its own stub API).
    docs: { story: { inline: false, height: '420px' } },
  },
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);
const dialog = () => page.findByRole('dialog', { name: 'Cancelar programação #124' }, WAIT);
const select = (box: HTMLElement) => within(box).getByRole('button', { name: /^Justificativa/ });
const confirm = (box: HTMLElement) => within(box).getByRole('button', { name: 'Cancelar programação' });
const loaded = async () => {
  const box = await dialog();
  await waitFor(() => expect(select(box)).toHaveTextContent('Selecione a justificativa'), WAIT);
  return box;
};

/** The justifications have arrived: nothing chosen yet, so the confirm button waits. */
export const Justifications: Story = {
  play: async ({ args }) => {
    const box = await loaded();
    await expect(confirm(box)).toBeDisabled();
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/v1/backoffice/justifications/short',
        query: { type: 'Cancellation' },
      }),
    );
  },
};

/** The list open: the four active Cancellation justifications of the seed. */
export const JustificationsOpen: Story = {
  args: { listOpen: true },
  play: async () => {
    const options = await page.findAllByRole('option', {}, WAIT);
    await expect(options.map((option) => option.textContent)).toEqual(
      CANCELLATION_JUSTIFICATIONS.map((justification) => justification.text),
    );
  },
};

/** A justification chosen: the confirm button comes alive, and pressing it sends the chosen one's id. */
export const ChooseAndConfirmTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await loaded();
    await expect(confirm(box)).toBeDisabled();
    await userEvent.click(select(box));
    await userEvent.click(await page.findByRole('option', { name: 'Veículo em manutenção' }, WAIT));
    await expect(select(box)).toHaveTextContent('Veículo em manutenção');
    await expect(confirm(box)).toBeEnabled();
    await userEvent.click(confirm(box));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(2);
  },
};

/** Voltar closes the dialog without cancelling anything. */
export const BackTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await loaded();
    await userEvent.click(within(box).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the justifications load: 'Carregando...' in the select, and the confirm button disabled. */
export const LoadingJustifications: Story = {
  args: { justifications: 'pending' },
  play: async () => {
    const box = await dialog();
    await expect(select(box)).toHaveTextContent('Carregando...');
    await expect(select(box)).toBeDisabled();
    await expect(confirm(box)).toBeDisabled();
  },
};

/**
 * The justifications cannot be read (a 500): one toast says so, and nothing can be confirmed; the HTTP client's
 * toast does not repeat it (the read is quiet).
 */
export const JustificationsLoadError: Story = {
  args: { justifications: 'failing' },
  play: async () => {
    const box = await dialog();
    await expect(await page.findByText(PROGRAMMING_MESSAGES.justificationsFailed, {}, WAIT)).toBeVisible();
    // Long enough for a toast raised with it to have shown too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page.getAllByText(PROGRAMMING_MESSAGES.justificationsFailed)).toHaveLength(1);
    await expect(page.queryByText(STATUS_MESSAGES.serverError)).toBeNull();
    await expect(confirm(box)).toBeDisabled();
  },
};

/** No active Cancellation justification: the open list says so, and nothing can be confirmed. */
export const NoneAvailable: Story = {
  args: { justifications: 'none', listOpen: true },
  play: async () => {
    const message = await page.findByText('Nenhuma justificativa de cancelamento ativa.', {}, WAIT);
    // The panel fades in.
    await waitFor(() => expect(message).toBeVisible(), WAIT);
    const confirm = document.querySelector<HTMLButtonElement>('[role="dialog"] footer button:last-child');
    await expect(confirm).toHaveTextContent('Cancelar programação');
    await expect(confirm).toBeDisabled();
  },
};

/** The cancel call under way: the confirm button spins and Voltar waits. */
export const Cancelling: Story = {
  args: { busy: true },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

/** On a 320 px phone: the dialog fills the width, nothing sticks out sideways. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const box = await loaded();
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
