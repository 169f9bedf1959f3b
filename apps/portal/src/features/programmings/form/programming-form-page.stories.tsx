import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATUS_MESSAGES } from '../../../http/status-catalogue.ts';
import { loadEntity } from '../../entities/load-entity.ts';
import {
  installProgrammingApi,
  type ProgrammingApiOptions,
  programmingsSummary,
  rowIn,
  WAIT,
} from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import { fill, filled, pick, useStartingSteps } from '../programming-story-steps.ts';
import { ProgrammingFormPage } from './programming-form-page.tsx';

interface FormArgs extends Pick<
  ProgrammingApiOptions,
  'latency' | 'onCall' | 'programmings' | 'shortLists' | 'routeRead'
> {
  variant: 'create' | 'edit';
  /** The programming the edit form opens (the demo's #128 is Created, #120 Completed). */
  id?: number;
  /** Story only: the create form filled in as a planner would, a route chosen (origin, destination follow). */
  filledIn?: boolean;
}

const ROUTE = {
  create: '/backoffice/programming/create',
  edit: '/backoffice/programming/edit/:id',
} as const;

/**
 * A trip of Logística Gaúcha: soy from CD Campinas to the Santos terminal by the route, on a Tuesday morning;
 * the volume last, once the distance has been proposed.
 */
const PLANNER_STEPS = [
  pick('Cliente', 'Logística Gaúcha S.A.'),
  pick('Produto', 'Soja em grãos'),
  pick('Placa principal', 'RST-4A21'),
  pick('Motorista', 'João Batista Pereira'),
  pick('Rota', 'CD Campinas → Porto de Santos – Terminal 1'),
  filled('Distância'),
  fill('Saída prevista', '17/03/2026 08:00'),
  fill('Chegada prevista', '17/03/2026 11:30'),
  fill('Volume', '37,5'),
];

function FormPage({ variant, filledIn }: Pick<FormArgs, 'variant' | 'filledIn'>) {
  useStartingSteps(filledIn ? PLANNER_STEPS : []);
  return <ProgrammingFormPage summary={programmingsSummary} variant={variant} />;
}

/** The form page at its route: create, or edit of programming `id` (a new arg opens it afresh). */
function ProgrammingFormScreen({ variant, id, filledIn = false }: FormArgs) {
  return (
    <ProgrammingStoryFrame
      key={`${variant} ${id} ${filledIn}`}
      path={variant === 'create' ? ROUTE.create : ROUTE.edit.replace(':id', String(id))}
      route={ROUTE[variant]}
    >
      <FormPage variant={variant} filledIn={filledIn} />
    </ProgrammingStoryFrame>
  );
}

/**
 * The programming form (Nova Programação, `/backoffice/programming/create`; Editar Programação,
 * `/edit/{id}`), the real page against a stub API with the demo's clients, plates, drivers, products, routes and
 * references. Client, product, volume, origin and destination are required, and Criar waits for them; the
 * plates and the driver wait for a client (and offer only that client's); a route fills origin and destination,
 * and the distance is proposed from the two fences' centres (still editable); the return asks for its reference;
 * arrival after departure and destination other than origin are checked before the call. A programming its
 * status no longer lets anyone edit opens as it is, with the reason, and Atualizar disabled. Admin and Manager
 * both create and edit (schemas/programmings.json).
 */
const meta = {
  title: 'Screens/Programações/Formulário',
  component: ProgrammingFormScreen,
  args: { variant: 'create', filledIn: false, latency: 60, onCall: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['create', 'edit'] },
    id: { control: 'number' },
    filledIn: { control: 'boolean' },
    latency: { control: 'number', description: 'Story only: ms before the stub API answers.' },
    onCall: { description: 'Story only: every call the stub API receives.' },
    programmings: {
      control: 'inline-radio',
      options: ['answered', 'pending', 'failing'],
      description: 'Story only: how the stub API answers the record.',
    },
    shortLists: {
      control: 'inline-radio',
      options: ['answered', 'failing'],
      description: "Story only: how the stub API answers the selects' short lists.",
    },
    routeRead: {
      control: 'inline-radio',
      options: ['answered', 'failing'],
      description: 'Story only: how the stub API answers the chosen route (its origin and destination).',
    },
  },
  loaders: [async () => ({ entity: await loadEntity(programmingsSummary) })],
  beforeEach: ({ args }) =>
    installProgrammingApi({
      latency: args.latency,
      onCall: args.onCall,
      programmings: args.programmings,
      shortLists: args.shortLists,
      routeRead: args.routeRead,
    }),
  parameters: { layout: 'padded', docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof ProgrammingFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const select = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`^${label}`) });
/** Picks an option of a select once its options have arrived. */
async function choose(canvas: HTMLElement, label: string, optionName: string) {
  await waitFor(() => expect(select(canvas, label)).toBeEnabled(), WAIT);
  await userEvent.click(select(canvas, label));
  await userEvent.click(await page.findByRole('option', { name: optionName }, WAIT));
  await waitFor(() => expect(select(canvas, label)).toHaveTextContent(optionName), WAIT);
}
const submit = (canvas: HTMLElement, name: 'Criar' | 'Atualizar') =>
  within(canvas).getByRole('button', { name });
/** The form once every select's options have arrived. */
async function ready(canvas: HTMLElement, title: string) {
  await within(canvas).findByRole('heading', { name: title }, WAIT);
  await waitFor(() => expect(select(canvas, 'Cliente')).toBeEnabled(), WAIT);
  await waitFor(() => expect(select(canvas, 'Origem')).toBeEnabled(), WAIT);
}

/**
 * Client, plate, product, volume, a route (origin and destination follow, the distance is proposed) and the
 * two times: everything a planner fills in.
 */
async function fillTrip(canvas: HTMLElement) {
  // The selects before typing: a listbox opened after typing trips React's act() bookkeeping in the story
  // harness, as in the references' stories.
  await choose(canvas, 'Cliente', 'Logística Gaúcha S.A.');
  await choose(canvas, 'Produto', 'Soja em grãos');
  await choose(canvas, 'Placa principal', 'RST-4A21');
  await choose(canvas, 'Motorista', 'João Batista Pereira');
  await choose(canvas, 'Rota', 'CD Campinas → Porto de Santos – Terminal 1');
  await waitFor(() => expect(select(canvas, 'Origem')).toHaveTextContent('CD Campinas'), WAIT);
  await expect(select(canvas, 'Destino')).toHaveTextContent('Porto de Santos – Terminal 1');
  const distance = within(canvas).getByRole('textbox', { name: /^Distância/ });
  await waitFor(() => expect(distance).toHaveValue('138,8'), WAIT);
  fireEvent.change(within(canvas).getByLabelText('Saída prevista'), {
    target: { value: '17/03/2026 08:00' },
  });
  fireEvent.change(within(canvas).getByLabelText('Chegada prevista'), {
    target: { value: '17/03/2026 11:30' },
  });
  await userEvent.type(within(canvas).getByRole('textbox', { name: /^Volume/ }), '37,5');
}

/** Nova Programação, untouched: Criar waits for the required fields; plates and driver wait for a client. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Nova Programação');
    await expect(submit(canvasElement, 'Criar')).toBeDisabled();
    await expect(select(canvasElement, 'Placa principal')).toBeDisabled();
    await expect(select(canvasElement, 'Placa principal')).toHaveAccessibleDescription(
      'Escolha um cliente primeiro',
    );
    await expect(select(canvasElement, 'Tipo de viagem')).toHaveTextContent('Carregado');
  },
};

/** The form once the starting steps have filled it in (the volume is the last of them). */
async function filledIn(canvas: HTMLElement) {
  // By id: while a step has a list open, the rest of the page is hidden from the accessibility tree.
  await waitFor(() => expect(canvas.querySelector('#programming-volume')).toHaveValue('37,5'), {
    timeout: 10_000,
  });
  await ready(canvas, 'Nova Programação');
}

/**
 * Filled in with a route chosen: origin and destination are the route's, the distance is proposed from the two
 * fences' centres (138,8 km from CD Campinas to the Santos terminal), and Criar is ready.
 */
export const CreateWithRoute: Story = {
  args: { filledIn: true },
  play: async ({ canvasElement }) => {
    await filledIn(canvasElement);
    await expect(select(canvasElement, 'Rota')).toHaveTextContent(
      'CD Campinas → Porto de Santos – Terminal 1',
    );
    await expect(select(canvasElement, 'Origem')).toHaveTextContent('CD Campinas');
    await expect(select(canvasElement, 'Destino')).toHaveTextContent('Porto de Santos – Terminal 1');
    await expect(within(canvasElement).getByRole('textbox', { name: /^Distância/ })).toHaveValue('138,8');
    await expect(submit(canvasElement, 'Criar')).toBeEnabled();
  },
};

/**
 * As a planner fills it in: the plates wait for the client, the route fills origin and destination and the
 * distance follows, and Criar waits for the volume.
 */
export const CreateWithRouteTest: Story = {
  ...CreateEmpty,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Nova Programação');
    await fillTrip(canvasElement);
    await expect(submit(canvasElement, 'Criar')).toBeEnabled();
  },
};

/** Criar: the payload of spec 02 §7, the toast, and back to the list. */
export const CreateSubmitTest: Story = {
  ...CreateWithRoute,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await filledIn(canvasElement);
    await userEvent.click(submit(canvasElement, 'Criar'));
    await expect(await page.findByText('Programação criada com sucesso', {}, WAIT)).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/v1/backoffice/programmings/',
        body: {
          clientId: 1,
          mainVehiclePlateId: 11,
          productId: 1,
          volume: 37.5,
          driverId: 101,
          travelType: 1,
          routeId: 1,
          originReferenceId: 1,
          destinationReferenceId: 2,
          expectedDepartureTime: '2026-03-17T11:00:00.000Z',
          expectedArrivalTime: '2026-03-17T14:30:00.000Z',
          isReturn: false,
          distanceKm: 138.8,
        },
      }),
    );
    await expect(
      await within(canvasElement).findByText('Endereço: /backoffice/programming/', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** Arrival before departure: the schema's rule, under Chegada prevista, before any call. */
export const ArrivalBeforeDepartureTest: Story = {
  ...CreateWithRoute,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await filledIn(canvasElement);
    fireEvent.change(within(canvasElement).getByLabelText('Chegada prevista'), {
      target: { value: '17/03/2026 07:00' },
    });
    await userEvent.click(submit(canvasElement, 'Criar'));
    await expect(
      await within(canvasElement).findByText(
        'A chegada prevista deve ser posterior à saída prevista.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(args.onCall).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));
  },
};

/** schemas/programmings.json's loadFailed. */
const RECORD_FAILED = 'Erro ao carregar dados para formulário';

/** The record never arrives: the header stays, the card waits. */
export const EditLoading: Story = {
  args: { variant: 'edit', id: rowIn('Created').id, programmings: 'pending' },
};

/** The record cannot be read (a 500): the message, Tentar novamente and Voltar in the card, and no toast. */
export const EditLoadError: Story = {
  args: { variant: 'edit', id: rowIn('Created').id, programmings: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(RECORD_FAILED);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toBeVisible();
    await expect(within(document.body).getAllByText(RECORD_FAILED)).toHaveLength(1);
  },
};

/** What the portal's HTTP client toasts for a 500, unless the call is quiet. */
const SERVER_ERROR = STATUS_MESSAGES.serverError;
/** Long enough for a toast raised with another to have shown too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * The selects' short lists cannot be read (a 500 each): one toast says so, the selects stay empty; the HTTP
 * client's toasts do not repeat it (the reads are quiet).
 */
export const OptionsLoadError: Story = {
  args: { shortLists: 'failing' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Nova Programação' }, WAIT);
    await expect(await page.findByText(RECORD_FAILED, {}, WAIT)).toBeVisible();
    await settle();
    await expect(page.getAllByText(RECORD_FAILED)).toHaveLength(1);
    await expect(page.queryByText(SERVER_ERROR)).toBeNull();
  },
};

/**
 * A route chosen whose own read fails (a 500): one toast says so, origin and destination stay as they were; the
 * HTTP client's toast does not repeat it (the read is quiet).
 */
export const RouteLoadErrorTest: Story = {
  args: { routeRead: 'failing' },
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Nova Programação');
    await choose(canvasElement, 'Rota', 'CD Campinas → Porto de Santos – Terminal 1');
    await expect(await page.findByText(RECORD_FAILED, {}, WAIT)).toBeVisible();
    await settle();
    await expect(page.getAllByText(RECORD_FAILED)).toHaveLength(1);
    await expect(page.queryByText(SERVER_ERROR)).toBeNull();
    await expect(select(canvasElement, 'Origem')).not.toHaveTextContent('CD Campinas');
  },
};

/** Editing a created programming: every field as stored, Atualizar ready. */
export const EditCreated: Story = {
  args: { variant: 'edit', id: rowIn('Created').id },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, `Editar Programação #${rowIn('Created').id}`);
    await waitFor(() => expect(select(canvasElement, 'Placa principal')).toHaveTextContent('RST-4A21'), WAIT);
    await expect(select(canvasElement, 'Cliente')).toHaveTextContent('Logística Gaúcha S.A.');
    await expect(select(canvasElement, 'Origem')).toHaveTextContent('CD Campinas');
    await expect(within(canvasElement).getByRole('textbox', { name: /^Volume/ })).toHaveValue('37,500');
    // Enabled once nothing loads: the references' fences too (the distance waits for them).
    await waitFor(() => expect(submit(canvasElement, 'Atualizar')).toBeEnabled(), WAIT);
  },
};

/** A completed programming: its values to read, with why it cannot be edited; no Atualizar, no required marks. */
export const EditCompleted: Story = {
  args: { variant: 'edit', id: rowIn('Completed').id },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: `Editar Programação #${rowIn('Completed').id}` },
      WAIT,
    );
    await expect(
      await within(canvasElement).findByText('Não é possível editar uma programação Concluída.', {}, WAIT),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Transportes Cerrado Ltda.'),
      WAIT,
    );
    await expect(canvas.getByRole('textbox', { name: 'Cliente' })).toHaveAttribute('readonly');
    await expect(canvas.queryByText('obrigatório')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Atualizar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};

/** On a 320 px phone: the fields in one column, nothing sticks out sideways. */
export const Narrow320: Story = {
  ...CreateWithRoute,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await filledIn(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
