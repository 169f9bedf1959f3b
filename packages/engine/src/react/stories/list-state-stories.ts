import { expect, waitFor, within } from 'storybook/test';
import type { EntitySchema } from '../../core/index.ts';
import { WAIT, columnHeaders, expectLoadFailed } from './entity-screen.tsx';

/**
 * Story factories for the states every generic list screen has (Padrões/Estados): each returns one story
 * object, for a screen story file to export under its own name and JSDoc, e.g.
 * `export const LoadError: Story = loadErrorStory(products);` (Storybook indexes only static named exports).
 */

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** An entity's list table, named by its list's title, once it is there. */
export const listTable = (entity: EntitySchema, canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: entity.list.title }, WAIT);

/**
 * The list once loaded: its `rows` rows (the header row included) under exactly these column headers, in order.
 * Returns the table.
 */
export async function expectListLoaded(
  canvasElement: HTMLElement,
  entity: EntitySchema,
  { rows, columns }: { rows: number; columns: readonly string[] },
) {
  const table = await listTable(entity, canvasElement);
  await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(rows), WAIT);
  await expect(columnHeaders(table)).toEqual(columns);
  return table;
}

/**
 * The stub API never answers: `args.latency` Infinity. Given the entity, the play checks the table's loading
 * rows: the table busy, with its Carregando... status.
 */
export function loadingListStory(entity?: EntitySchema) {
  const args = { latency: Infinity };
  if (!entity) return { args };
  const play: Play = async ({ canvasElement }) => {
    const table = await listTable(entity, canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toHaveTextContent('Carregando...');
  };
  return { args, play };
}

/** Every call fails: the entity's list load failure (its `messages.listLoadFailed`) and Tentar novamente. */
export function loadErrorStory(entity: EntitySchema) {
  const play: Play = ({ canvasElement }) => expectLoadFailed(canvasElement, entity.messages.listLoadFailed);
  return { args: { failWith: new Error('offline') }, play };
}

/**
 * An empty list with no filter (the `args` that empty the stub API): Nenhum registro encontrado., no Limpar
 * filtros, and the button that adds one (`create`, Novo by default) visible; `create: false` checks there is no
 * Novo.
 */
export function emptyListStory<A>({ args, create = /Novo/ }: { args: A; create?: RegExp | false }) {
  const play: Play = async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado.', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    if (create) await expect(canvas.getByRole('button', { name: create })).toBeVisible();
    else await expect(canvas.queryByRole('button', { name: /Novo/ })).toBeNull();
  };
  return { args, play };
}

/**
 * The list for a Manager (`args.profile`), read-only: all its rows under these columns (no Ações unless
 * listed) and no Novo; `then` checks what else that screen shows a Manager.
 */
export function managerListStory(
  entity: EntitySchema,
  {
    rows,
    columns,
    then,
  }: { rows: number; columns: readonly string[]; then?: (canvasElement: HTMLElement) => Promise<void> },
) {
  const play: Play = async ({ canvasElement }) => {
    await expectListLoaded(canvasElement, entity, { rows, columns });
    await expect(within(canvasElement).queryByRole('button', { name: /Novo/ })).toBeNull();
    await then?.(canvasElement);
  };
  return { args: { profile: 'Manager' as const }, play };
}
