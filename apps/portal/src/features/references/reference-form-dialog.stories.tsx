import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WEEKDAYS, missingTimesMessage } from '@frota/domain';
import { EngineProvider, type FormComponentProps } from '@frota/engine/react';
import { AppToaster, Button, toast } from '@frota/ui';
import { STATUS_MESSAGES } from '../../http/status-catalogue.ts';
import { MAP_MESSAGES } from '../maps/map-messages.ts';
import { GEOFENCE_MESSAGES } from './geofence/geofence-messages.ts';
import {
  REQUIRED_FIELDS_MESSAGE,
  draftFromRecord,
  referencePayload,
  type ReferenceTab,
} from './reference-draft.ts';
import { ReferenceFormDialog } from './reference-form-dialog.tsx';
import {
  DUPLICATE_CODE_MESSAGE,
  SANTOS_TERMINAL,
  type ReferenceStubOptions,
  referenceStubDataProvider,
  referencesEntity,
} from './reference-story-fixtures.ts';

/** The tabs' labels, as the dialog shows them. */
const TAB_LABELS: Record<ReferenceTab, string> = {
  parameters: 'Parâmetros',
  visibility: 'Visibilidade',
  hours: 'Premissas de Operação',
  fence: 'Configurar Cerca Eletrônica',
};

type ScreenArgs = FormComponentProps &
  Pick<ReferenceStubOptions, 'latency' | 'load' | 'groups' | 'refuseSave' | 'onSave'> & {
    /** Who looks: the list opens the view dialog for a Manager, who may not create or edit references. */
    profile: 'Admin' | 'Manager';
    /** Story only: the tab shown once the reference has loaded. */
    tab?: ReferenceTab;
    /** Story only: 'Salvar' pressed once the reference has loaded, as a user would. */
    submitted?: boolean;
  };

/** Clicks the open dialog's enabled button that matches `selector` and reads `text`; false while there is none. */
const clickInDialog = (selector: string, text: string): boolean => {
  const dialog = document.querySelector('[role="dialog"]');
  const target = [...(dialog?.querySelectorAll<HTMLButtonElement>(selector) ?? [])].find(
    (element) => element.textContent?.trim() === text && !element.disabled,
  );
  target?.click();
  return target !== undefined;
};

/**
 * Story only: opens the dialog at the `tab` arg, and presses 'Salvar' when `submitted`, once the reference has
 * loaded. The dialog keeps its tab and a refused save's diagnosis to itself (its props are the list's), so the
 * story goes the user's way in, a click, while rendering: the canvas and the docs page show the named state.
 */
function useStartingState(tab: ReferenceTab | undefined, submitted: boolean) {
  useEffect(() => {
    const steps: Array<() => boolean> = [];
    if (tab && tab !== 'parameters') steps.push(() => clickInDialog('[role="tab"]', TAB_LABELS[tab]));
    if (submitted) steps.push(() => clickInDialog('button[type="submit"]', 'Salvar'));
    if (steps.length === 0) return;
    const timer = setInterval(() => {
      while (steps[0]?.()) steps.shift();
      if (steps.length === 0) clearInterval(timer);
    }, 20);
    return () => clearInterval(timer);
  }, [tab, submitted]);
}

/** What opens the dialog in the list: Novo, a row's edit button, a row's view button. */
const OPENER = {
  create: 'Novo',
  edit: `Editar ${SANTOS_TERMINAL.name}`,
  view: `Visualizar ${SANTOS_TERMINAL.name}`,
} as const;

/**
 * The dialog as the references' list opens it: over the list's button, with the engine's providers around a
 * stub data provider (no HTTP), a fresh swr cache and the toaster. Closing it leaves the button, which opens it
 * again.
 */
function ReferenceDialogScreen({
  profile,
  tab,
  submitted = false,
  latency,
  load,
  groups,
  refuseSave,
  onSave,
  entity,
  mode,
  id,
  onClose,
  onSaved,
}: ScreenArgs) {
  const [open, setOpen] = useState(true);
  const engine = useMemo(
    () => ({
      profile,
      dataProvider: referenceStubDataProvider({ latency, load, groups, refuseSave, onSave }),
    }),
    // One stub API per story render; a changed arg renders the story afresh (see the meta's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Toasts still on screen would outlive the story into the next one.
  useEffect(() => () => toast.remove(), []);
  useStartingState(open ? tab : undefined, open && submitted);
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <EngineProvider value={engine}>
        <Button variant="basic" onClick={() => setOpen(true)}>
          {OPENER[mode]}
        </Button>
        {open ? (
          <ReferenceFormDialog
            entity={entity}
            mode={mode}
            id={id}
            onSaved={onSaved}
            onClose={() => {
              setOpen(false);
              onClose();
            }}
          />
        ) : null}
      </EngineProvider>
      <AppToaster />
    </SWRConfig>
  );
}

/**
 * The reference dialog of the control tower (Referências): the bespoke form (`forms.component:
 * "reference-form"`) that the references' list opens for Novo, a row's edit button and a row's view button. Four
 * tabs: Parâmetros (code, name, group from the reference groups' short list, description), Visibilidade
 * (visible, load, unload), Premissas de Operação (the week's hours and gate-to-gate, with 'Configurar todos') and
 * Configurar Cerca Eletrônica (the Google map, without a key here, over the table of the fence's points). Saving
 * checks the required fields, the week and the fence first, each as a toast that opens the tab to fix; a save the
 * server refuses shows its toasts and the diagnosis block ('Detalhes do erro ao salvar') and keeps everything
 * typed; closing with changes asks first. Admin creates and edits; a Manager only views, every tab read-only.
 * From schemas/references.json (and reference-groups.json for the short list), against a stub data provider
 * that answers get (with `geofence.points` and `operatingHours`), the groups' short list, create and update.
 */
const meta = {
  title: 'Screens/Formulário de referência',
  component: ReferenceFormDialog,
  args: {
    entity: referencesEntity,
    mode: 'edit',
    id: SANTOS_TERMINAL.id,
    profile: 'Admin',
    latency: 50,
    load: 'answers',
    refuseSave: false,
    submitted: false,
    onClose: fn(),
    onSaved: fn(),
    onSave: fn(),
  },
  argTypes: {
    entity: {
      control: false,
      description: "The references' schema (schemas/references.json), as the list passes it.",
    },
    mode: { control: 'inline-radio', options: ['create', 'edit', 'view'] },
    id: { control: 'number' },
    profile: { control: 'inline-radio', options: ['Admin', 'Manager'] },
    tab: { control: 'inline-radio', options: Object.keys(TAB_LABELS) },
    load: {
      control: 'inline-radio',
      options: ['answers', 'pending', 'fails'],
      description: 'Story only: get answers, never answers, or fails once (a retry answers).',
    },
    groups: {
      control: 'inline-radio',
      options: ['answers', 'fails'],
      description:
        "Story only: the groups' short list answers, or fails with a 500 (through the HTTP client).",
    },
    refuseSave: {
      control: 'boolean',
      description: 'Story only: the stub API refuses create and update with a 400 (the code is taken).',
    },
    latency: { control: 'number', description: 'Story only: ms before the stub API answers.' },
    onSave: { description: 'Story only: every create and update the stub API receives.' },
  },
  // A changed arg renders the dialog afresh, with a new stub API.
  render: (args) => (
    <ReferenceDialogScreen key={JSON.stringify({ ...args, entity: args.entity.id })} {...args} />
  ),
  parameters: {
    layout: 'padded',
    // A modal dialog covers the whole page: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '760px' } },
  },
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Generous waits: story tests run many stories at once on two cores. */
const WAIT = { timeout: 5000 };
// The dialog renders in a portal, outside the story's canvas.
const page = within(document.body);
const dialog = (name: string) => page.findByRole('dialog', { name }, WAIT);
const textbox = (box: HTMLElement, name: RegExp) => within(box).getByRole('textbox', { name });
/** The dialog once the reference has loaded: its code is in the form. */
async function loaded(name = 'Editar Referência') {
  const box = await dialog(name);
  await waitFor(() => expect(textbox(box, /^Código/)).toHaveValue(SANTOS_TERMINAL.referenceCode), WAIT);
  return box;
}
const selectedTab = (box: HTMLElement, label: string) =>
  waitFor(
    () => expect(within(box).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true'),
    WAIT,
  );
/**
 * The dialog of a story opened at another tab: that tab selected (the story clicks it as soon as it shows, maybe
 * while the reference loads) and the reference loaded. Parâmetros, and so the code, is no longer on screen.
 */
async function loadedOn(tab: ReferenceTab) {
  const box = await dialog('Editar Referência');
  await selectedTab(box, TAB_LABELS[tab]);
  await waitFor(() => expect(within(box).queryByText('Carregando referência...')).toBeNull(), WAIT);
  return box;
}

/** Editing the Santos terminal, on Parâmetros: code, name, group and description as stored. */
export const EditParametersTab: Story = {
  play: async () => {
    const box = await loaded();
    await expect(textbox(box, /^Nome/)).toHaveValue(SANTOS_TERMINAL.name);
    await expect(textbox(box, /^Descrição/)).toHaveValue(SANTOS_TERMINAL.description);
    await waitFor(
      () => expect(within(box).getByRole('button', { name: /^Grupo/ })).toHaveTextContent('Portos'),
      WAIT,
    );
    await expect(within(box).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/**
 * A changed name saved: update receives the payload of spec 02 §7 (the reference with its fence, the week beside
 * it), the toast says so, and the dialog refreshes the list and closes.
 */
export const EditParametersSaveTest: Story = {
  ...EditParametersTab,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await loaded();
    await userEvent.type(textbox(box, /^Nome/), ' Norte ');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1), WAIT);
    const edited = { ...draftFromRecord(SANTOS_TERMINAL), name: `${SANTOS_TERMINAL.name} Norte ` };
    await expect(args.onSave).toHaveBeenCalledWith({
      action: 'update',
      id: SANTOS_TERMINAL.id,
      data: { ...referencePayload(edited, SANTOS_TERMINAL.id) },
    });
    await expect(await page.findByText(referencesEntity.messages.updated, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), WAIT);
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), WAIT);
  },
};

/** The tabs from the keyboard: the arrow keys go through the four, Home back to the first. */
export const EditTabsKeyboardTest: Story = {
  ...EditParametersTab,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const box = await loaded();
    const tabs = within(box);
    tabs.getByRole('tab', { name: TAB_LABELS.parameters }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await selectedTab(box, TAB_LABELS.visibility);
    await expect(tabs.getByRole('checkbox', { name: /^Visível/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await selectedTab(box, TAB_LABELS.hours);
    await expect(tabs.getByRole('table', { name: 'Horários de operação' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await selectedTab(box, TAB_LABELS.fence);
    await expect(await tabs.findByRole('table', { name: GEOFENCE_MESSAGES.tableLabel }, WAIT)).toBeVisible();
    await userEvent.keyboard('{Home}');
    await selectedTab(box, TAB_LABELS.parameters);
    await expect(tabs.getByRole('tab', { name: TAB_LABELS.parameters })).toHaveFocus();
  },
};

/** Visibilidade: the Santos terminal is visible, and trucks unload there (they do not load). */
export const EditVisibilityTab: Story = {
  args: { tab: 'visibility' },
  play: async () => {
    const box = await loadedOn('visibility');
    await expect(within(box).getByRole('checkbox', { name: /^Visível/ })).toBeChecked();
    await expect(within(box).getByRole('checkbox', { name: /^Carga/ })).not.toBeChecked();
    await expect(within(box).getByRole('checkbox', { name: /^Descarga/ })).toBeChecked();
  },
};

/** Premissas de Operação: the port's week, round the clock, 120 and 90 minutes gate-to-gate. */
export const EditOperatingHoursTab: Story = {
  args: { tab: 'hours' },
  play: async () => {
    const box = await loadedOn('hours');
    await expect(within(box).getByLabelText('Início de Segunda-feira')).toHaveValue('00:00');
    await expect(within(box).getByLabelText('Fim de Segunda-feira')).toHaveValue('23:59');
    await expect(
      within(box).getByRole('textbox', { name: 'Gate-to-gate contratado de Domingo' }),
    ).toHaveValue('120');
  },
};

/** Configurar Cerca Eletrônica: the map area (no key in Storybook) over the fence's ten points. */
export const EditGeofenceTab: Story = {
  args: { tab: 'fence' },
  play: async () => {
    const box = await loadedOn('fence');
    const points = await within(box).findByRole('table', { name: GEOFENCE_MESSAGES.tableLabel }, WAIT);
    await expect(within(points).getAllByRole('row')).toHaveLength(11);
    await expect(within(box).getByText(MAP_MESSAGES.noKey)).toBeVisible();
  },
};

/** Novo: an empty reference, visible, with an empty week and no fence; the groups' short list loaded. */
export const Create: Story = {
  args: { mode: 'create', id: undefined },
  play: async () => {
    const box = await dialog('Nova Referência');
    await expect(textbox(box, /^Código/)).toHaveValue('');
    await expect(textbox(box, /^Nome/)).toHaveValue('');
    await waitFor(
      () =>
        expect(within(box).getByRole('button', { name: /^Grupo/ })).toHaveTextContent('Selecione o grupo'),
      WAIT,
    );
    await expect(within(box).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** Salvar with nothing filled: the toast asks for the required fields, each marked, and nothing is sent. */
export const CreateMissingFieldsTest: Story = {
  ...Create,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await dialog('Nova Referência');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    await expect(await page.findByText(REQUIRED_FIELDS_MESSAGE, {}, WAIT)).toBeVisible();
    await selectedTab(box, TAB_LABELS.parameters);
    await expect(textbox(box, /^Código/)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(box, /^Nome/)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(box).getAllByText('Campo obrigatório.').length).toBeGreaterThanOrEqual(3);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The required fields filled but the week empty: Salvar opens Premissas de Operação and says which days. */
export const CreateEmptyWeekTest: Story = {
  ...Create,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await dialog('Nova Referência');
    // The group first: a listbox opened after typing trips React's act() bookkeeping in the story harness
    // ("suspended inside an act scope") though nothing suspends.
    // A Select cannot open while its options load: a click then would be lost.
    const group = within(box).getByRole('button', { name: /^Grupo/ });
    await waitFor(() => expect(group).not.toHaveTextContent('Carregando'), WAIT);
    await userEvent.click(group);
    await userEvent.click(await page.findByRole('option', { name: 'Centros de distribuição' }, WAIT));
    await userEvent.type(textbox(box, /^Código/), 'CPS-CD2');
    await userEvent.type(textbox(box, /^Nome/), 'CD Campinas II');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    await selectedTab(box, TAB_LABELS.hours);
    const allDays = WEEKDAYS.map(({ day }) => day);
    await expect(await page.findByText(missingTimesMessage(allDays), {}, WAIT)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** As a Manager sees it: every field read-only, the group by name, no Salvar, and 'Fechar'. */
export const ViewAsManager: Story = {
  args: { mode: 'view', profile: 'Manager' },
  play: async () => {
    const box = await loaded('Visualizar Referência');
    await expect(textbox(box, /^Nome/)).toHaveAttribute('readonly');
    await expect(textbox(box, /^Grupo/)).toHaveValue('Portos');
    // Values to read: no required marks, no characters-left counter.
    await expect(within(box).queryByText('obrigatório')).toBeNull();
    await expect(within(box).queryByText(/\/500$/)).toBeNull();
    await expect(within(box).queryByRole('button', { name: 'Salvar' })).toBeNull();
    // The × and the footer's button.
    await expect(within(box).getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
  },
};

/** Every tab of the view is read-only: disabled checkboxes, the hours and the points as text. */
export const ViewAsManagerTabsTest: Story = {
  ...ViewAsManager,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const box = await loaded('Visualizar Referência');
    await userEvent.click(within(box).getByRole('tab', { name: TAB_LABELS.visibility }));
    await expect(within(box).getByRole('checkbox', { name: /^Descarga/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(box).getByRole('tab', { name: TAB_LABELS.hours }));
    const hours = within(box).getByRole('table', { name: 'Horários de operação' });
    await expect(within(hours).queryAllByRole('textbox')).toEqual([]);
    await expect(within(box).queryByRole('button', { name: 'Configurar todos' })).toBeNull();
    await userEvent.click(within(box).getByRole('tab', { name: TAB_LABELS.fence }));
    const points = await within(box).findByRole('table', { name: GEOFENCE_MESSAGES.tableLabel }, WAIT);
    await expect(within(points).queryAllByRole('textbox')).toEqual([]);
    await expect(within(box).queryByRole('button', { name: GEOFENCE_MESSAGES.add })).toBeNull();
  },
};

/** While get has not answered: 'Carregando referência...', no tabs, Salvar disabled. */
export const Loading: Story = {
  args: { load: 'pending' },
  play: async () => {
    const box = await dialog('Editar Referência');
    await expect(within(box).getByRole('status')).toHaveTextContent('Carregando referência...');
    await expect(within(box).queryByRole('tablist')).toBeNull();
    await expect(within(box).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** Get failed: the error box with 'Tentar novamente', said once (no toast repeats or contradicts it). */
export const LoadError: Story = {
  args: { load: 'fails' },
  play: async () => {
    const box = await dialog('Editar Referência');
    await expect(
      await within(box).findByText(referencesEntity.messages.loadFailed, { exact: false }, WAIT),
    ).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(document.body.querySelectorAll('[role="status"][aria-live]')).toHaveLength(0);
  },
};

/** 'Tentar novamente' asks again; this time get answers and the form fills. */
export const LoadErrorRetryTest: Story = {
  ...LoadError,
  tags: ['!autodocs', 'interaction-test'],
  play: async () => {
    const box = await dialog('Editar Referência');
    await userEvent.click(await within(box).findByRole('button', { name: 'Tentar novamente' }, WAIT));
    await loaded();
    await expect(within(box).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Spec 02 §8's inline message for the groups' short list. */
const GROUPS_FAILED = 'Erro ao carregar grupos de referência';

/**
 * The groups' short list cannot be read (a 500): the message under Grupo, said once; no toast repeats it, neither
 * the dialog's nor the HTTP client's (the read is quiet).
 */
export const GroupsLoadError: Story = {
  args: { mode: 'create', id: undefined, groups: 'fails' },
  play: async () => {
    const box = await dialog('Nova Referência');
    await expect(await within(box).findByText(GROUPS_FAILED, {}, WAIT)).toBeVisible();
    // Long enough for a toast raised with it to have shown too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page.getAllByText(/grupos de referência/)).toHaveLength(1);
    await expect(page.queryByText(STATUS_MESSAGES.serverError)).toBeNull();
    await expect(document.body.querySelectorAll('[role="status"][aria-live]')).toHaveLength(0);
  },
};

/**
 * A save the server refused (400, the code is taken): the toast with its message, the message under Código, and
 * the diagnosis block under the form with the status, the method, the URL, the answer and what was sent.
 */
export const RefusedSave: Story = {
  args: { refuseSave: true, submitted: true },
  play: async () => {
    const box = await loaded();
    const diagnosis = await within(box).findByRole('region', { name: 'Detalhes do erro ao salvar' }, WAIT);
    await expect(diagnosis).toHaveTextContent('400');
    await expect(diagnosis).toHaveTextContent('PUT');
    await expect(diagnosis).toHaveTextContent(`/v1/backoffice/references/${SANTOS_TERMINAL.id}`);
    // Under Código, in the diagnosis, and in the toast (outside the dialog).
    await expect(within(box).getAllByText(DUPLICATE_CODE_MESSAGE).length).toBeGreaterThanOrEqual(2);
    const toasts = page.getAllByText(DUPLICATE_CODE_MESSAGE).filter((element) => !box.contains(element));
    await expect(toasts).toHaveLength(1);
  },
};

/** Salvar refused: the toast and the diagnosis appear, the dialog stays open with everything typed. */
export const RefusedSaveTest: Story = {
  ...EditParametersTab,
  args: { refuseSave: true },
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ args }) => {
    const box = await loaded();
    await userEvent.type(textbox(box, /^Nome/), ' Norte');
    await userEvent.click(within(box).getByRole('button', { name: 'Salvar' }));
    const diagnosis = await within(box).findByRole('region', { name: 'Detalhes do erro ao salvar' }, WAIT);
    await expect(diagnosis).toHaveTextContent('Já existe uma referência com este código.');
    await userEvent.click(within(diagnosis).getByText('Dados enviados'));
    await expect(diagnosis).toHaveTextContent(`${SANTOS_TERMINAL.name} Norte`);
    await expect(textbox(box, /^Código/)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(box, /^Nome/)).toHaveValue(`${SANTOS_TERMINAL.name} Norte`);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** On a 320 px phone: the dialog fills the width, the tabs wrap, nothing sticks out sideways. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const box = await loaded();
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
