import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadEntity } from '../../entities/load-entity.ts';
import {
  installProgrammingApi,
  type ProgrammingApiOptions,
  programmingsSummary,
  WAIT,
} from '../programming-story-fixtures.ts';
import { ProgrammingStoryFrame } from '../programming-story-frame.tsx';
import type { ListMode } from './list-mode.ts';
import { ProgrammingListPage } from './programming-list-page.tsx';

interface PageArgs extends Pick<ProgrammingApiOptions, 'latency' | 'onCall' | 'programmings'> {
  /** The URL the list opens at: its query holds the page, the filters and the order. */
  path: string;
  /** The mode the browser remembers from the last visit. */
  listMode: ListMode;
}

/** The list page at `path`, with the mode the browser remembers (a new path or mode opens it afresh). */
function ProgrammingListScreen({ path, listMode }: PageArgs) {
  return (
    <ProgrammingStoryFrame path={path} listMode={listMode} key={`${path} ${listMode}`}>
      <ProgrammingListPage summary={programmingsSummary} />
    </ProgrammingStoryFrame>
  );
}

/**
 * The programmings' list (Programações, `/backoffice/programming/`) as an Admin sees it: the real page against a
 * stub API in the browser (the portal's HTTP client, a signed-in Admin, 23 demo programmings of three clients).
 * Update Locations and New Programming at the top, the filter panel, the two modes as tabs (Completo, ten a page
 * with the row actions; Compacto, five a page with the last location) remembered by the browser, pagination when
 * there is more than one page; the row actions ask first (a confirmation, or the cancel dialog with its
 * justification), toast the outcome and reload the page. Page, filters and order live in the URL.
 */
const meta = {
  title: 'Screens/Programações/Lista',
  component: ProgrammingListScreen,
  args: { path: '/backoffice/programming/', listMode: 'full', latency: 80, onCall: fn() },
  argTypes: {
    path: { control: 'text', description: 'e.g. /backoffice/programming/?status=7&page=1' },
    listMode: { control: 'inline-radio', options: ['full', 'compact'] },
    latency: { control: 'number', description: 'Story only: ms before the stub API answers.' },
    onCall: { description: 'Story only: every call the stub API receives.' },
    programmings: {
      control: 'inline-radio',
      options: ['answered', 'pending', 'failing'],
      description: 'Story only: how the stub API answers the list.',
    },
  },
  // The schema's chunk first: the page then renders at once, right after the mode is written for it.
  loaders: [async () => ({ entity: await loadEntity(programmingsSummary) })],
  beforeEach: ({ args }) =>
    installProgrammingApi({ latency: args.latency, onCall: args.onCall, programmings: args.programmings }),

  parameters: {
    layout: 'padded',
    // Each story in its own frame on the docs page: each has its own stub API and remembered mode.
    docs: { story: { inline: false, height: '900px' } },
  },
} satisfies Meta<typeof ProgrammingListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'Programações' }, WAIT);
/** The table once the page's rows are in (the header row and `rows` of them). */
async function rowsShown(canvas: HTMLElement, rows: number) {
  const found = await table(canvas);
  await waitFor(() => expect(within(found).getAllByRole('row')).toHaveLength(rows + 1), WAIT);
  return found;
}
/** The row of programming #id: the one whose cells include its number's actions. */
const rowOf = (canvas: HTMLElement, id: number) =>
  within(canvas)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByLabelText(new RegExp(`programação #${id}$`)).length > 0)!;

/** Completo, page 1 of 3: the ten newest programmings with their actions, and the pagination. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement, 10);
    await expect(canvas.getByRole('radio', { name: 'Completo' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: /New Programming/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Locations' })).toBeVisible();
    const pagination = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(within(pagination).getByRole('button', { name: 'Página 3' })).toBeVisible();
    await expect(within(pagination).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/v1/backoffice/programmings/', query: { Page: '1', perPage: '10' } }),
    );
  },
};

/** Page 2 from the pagination: the next ten, and the URL says so. */
export const FullNextPageTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'),
      WAIT,
    );
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({ query: { Page: '2', perPage: '10' } }),
    );
    await waitFor(() => expect(rowOf(canvasElement, 118)).toBeVisible(), WAIT);
  },
};

/** Compacto, remembered from the last visit: five a page with the last location, no actions; five pages. */
export const Compact: Story = {
  args: { listMode: 'compact' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const found = await rowsShown(canvasElement, 5);
    await expect(canvas.getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await expect(within(found).getByRole('columnheader', { name: 'Última localização' })).toBeVisible();
    await expect(within(found).getByText('Em Posto Castelo km 70')).toBeVisible();
    await expect(within(found).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Página 5' })).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({ query: { Page: '1', perPage: '5' } }),
    );
  },
};

/** From page 3 in Completo to Compacto: another page size, so back to page 1. */
export const SwitchModeTest: Story = {
  args: { path: '/backoffice/programming/?page=3' },
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement, 3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Compacto' }));
    await rowsShown(canvasElement, 5);
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(localStorage.getItem('programmings.listMode')).toBe('compact');
  },
};

/** A link to the cancelled ones: the filter panel open with Status chosen, and one page of them. */
export const FilteredByStatus: Story = {
  args: { path: '/backoffice/programming/?status=7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await rowsShown(canvasElement, 4);
    await expect(within(found).getAllByText('Cancelada')).toHaveLength(4);
    // The filter selects load in a chunk of their own, which may come after the rows.
    // Status takes several statuses: the one chosen is a chip of its multi-select.
    await expect(await canvas.findByRole('button', { name: 'Remover Cancelada' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Filters nothing matches: 'Nenhum registro encontrado.' and no pagination. */
export const NothingFound: Story = {
  args: { path: '/backoffice/programming/?clientId=3&status=1' },
  play: async ({ canvasElement }) => {
    const found = await table(canvasElement);
    await expect(await within(found).findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** schemas/programmings.json's listLoadFailed. */
const LIST_FAILED = 'Falha ao listar programações';

/** The list never answers: the table's loading rows under the header and filters. */
export const Loading: Story = { args: { programmings: 'pending' } };

/** The list fails (a 500): its message and Tentar novamente in place of the rows, and no toast. */
export const LoadError: Story = {
  args: { programmings: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(LIST_FAILED);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    // Said once, where the rows would be: no toast repeats it.
    await expect(page.getAllByText(LIST_FAILED)).toHaveLength(1);
  },
};

/**
 * Cancelar on a trip under way: the dialog waits for a justification, the call carries it, the toast says so
 * and the row reads Cancelada.
 */
export const CancelTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    await rowsShown(canvasElement, 10);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Mais ações programação #127' }, WAIT),
    );
    await userEvent.click(
      within(await page.findByRole('menu', {}, WAIT)).getByRole('menuitem', { name: 'Cancelar' }),
    );
    const box = await page.findByRole('dialog', { name: 'Cancelar programação #127' }, WAIT);
    const confirm = within(box).getByRole('button', { name: 'Cancelar programação' });
    const select = within(box).getByRole('button', { name: /^Justificativa/ });
    await waitFor(() => expect(select).toBeEnabled(), WAIT);
    await expect(confirm).toBeDisabled();
    await userEvent.click(select);
    await userEvent.click(await page.findByRole('option', { name: 'Condições climáticas adversas' }, WAIT));
    await userEvent.click(confirm);
    await expect(await page.findByText('Programação cancelada com sucesso', {}, WAIT)).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/v1/backoffice/programmings/127/cancel',
        body: { justificationId: 4 },
      }),
    );
    await waitFor(() => expect(within(rowOf(canvasElement, 127)).getByText('Cancelada')).toBeVisible(), WAIT);
  },
};

/** Iniciar on a created one: the confirmation, then the toast, and the row moves on to Em Progresso. */
export const StartTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Iniciar programação #128' }));
    const box = await page.findByRole('alertdialog', {}, WAIT);
    await expect(box).toHaveTextContent('Tem certeza que deseja iniciar a programação #128?');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirmar' }));
    await expect(await page.findByText('Programação iniciada com sucesso', {}, WAIT)).toBeVisible();
    await waitFor(
      () => expect(within(rowOf(canvasElement, 128)).getByText('Em Progresso')).toBeVisible(),
      WAIT,
    );
    // Its next step, inline in Iniciar's place, is now Concluir.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Concluir programação #128' }),
    ).toBeEnabled();
  },
};

/** Update Locations: the summary as a success toast, then each warning of the answer. */
export const UpdateLocationsTest: Story = {
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Locations' }));
    await expect(
      await page.findByText('Atualização concluída! 3 de 9 programações foram atualizadas.', {}, WAIT),
    ).toBeVisible();
    await expect(
      page.getByText(
        '2 programações sem leitura de posição nas últimas 2 horas (placas IZB-7C84, NAV-8J52).',
      ),
    ).toBeVisible();
  },
};

/** On a 320 px phone: the buttons and tabs wrap, the table scrolls inside its own box. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement, 10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
