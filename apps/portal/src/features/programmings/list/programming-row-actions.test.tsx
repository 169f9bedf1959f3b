// @vitest-environment jsdom
import '../test-dom.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SHOWCASE_ROWS } from '../programming-story-fixtures.ts';
import { ProgrammingRowActions, type RowActionKind } from './programming-row-actions.tsx';
import type { ProgrammingRow } from './programming-row.ts';

/**
 * Spec 02 §4's actions by status, written out (1 allowed, 0 greyed out), not derived from the domain's table:
 * start only when Created; complete when InProgress, Loading, LoadedTransit, EmptyTransit or Unloading; cancel
 * except Completed and Cancelled; edit disabled for Completed, Cancelled, Loading, Unloading, EmptyTransit and
 * LoadedTransit; delete disabled for InProgress, Loading, LoadedTransit, EmptyTransit and Unloading.
 */
// prettier-ignore
const SPEC: Array<[status: string, code: number, label: string, allowed: [start: 0 | 1, complete: 0 | 1, cancel: 0 | 1, edit: 0 | 1, remove: 0 | 1]]> = [
  ['Waiting',           0, 'Aguardando Início',     [0, 0, 1, 1, 1]],
  ['Created',           1, 'Criada',                [1, 0, 1, 1, 1]],
  ['Loading',           2, 'Em Carregamento',       [0, 1, 1, 0, 0]],
  ['LoadedTransit',     3, 'Em Trânsito Carregado', [0, 1, 1, 0, 0]],
  ['Unloading',         4, 'Em Descarga',           [0, 1, 1, 0, 0]],
  ['Completed',         5, 'Concluída',             [0, 0, 0, 0, 1]],
  ['Finished',          6, 'Finalizada',            [0, 0, 1, 1, 1]],
  ['Cancelled',         7, 'Cancelada',             [0, 0, 0, 0, 1]],
  ['InProgress',        8, 'Em Progresso',          [0, 1, 1, 1, 0]],
  ['Available',         9, 'Disponível',            [0, 0, 1, 1, 1]],
  ['EmptyTransit',     10, 'Em Trânsito Vazio',     [0, 1, 1, 0, 0]],
  ['DelayedDeparture', 11, 'Atraso na Saída',       [0, 0, 1, 1, 1]],
  ['DelayedLoading',   12, 'Atraso no Carregamento',[0, 0, 1, 1, 1]],
  ['DelayedTransit',   13, 'Atraso no Trânsito',    [0, 0, 1, 1, 1]],
  ['DelayedUnloading', 14, 'Atraso na Descarga',    [0, 0, 1, 1, 1]],
  ['DelayedArrival',   15, 'Atraso na Chegada',     [0, 0, 1, 1, 1]],
];

const ACTIONS = [
  { label: 'Iniciar', verb: 'iniciar' },
  { label: 'Concluir', verb: 'concluir' },
  { label: 'Cancelar', verb: 'cancelar' },
  { label: 'Editar', verb: 'editar' },
  { label: 'Apagar', verb: 'excluir' },
] as const;

const ID = 124;

function renderActions(status: number | string, more: { editHref?: string; canDelete?: boolean } = {}) {
  const row: ProgrammingRow = { ...SHOWCASE_ROWS[0]!, id: ID, status };
  const onAction = vi.fn<(kind: RowActionKind, row: ProgrammingRow) => void>();
  render(
    <MemoryRouter>
      <ProgrammingRowActions
        row={row}
        editHref={'editHref' in more ? more.editHref : `/backoffice/programming/edit/${ID}`}
        canDelete={more.canDelete ?? true}
        onAction={onAction}
      />
    </MemoryRouter>,
  );
  return { row, onAction };
}

/**
 * The action's control: inline a button (or the link Editar is while allowed), else the item of the row's Mais
 * ações menu, which this opens.
 */
async function control(label: string): Promise<HTMLElement> {
  const inline =
    screen.queryByRole('link', { name: `${label} programação #${ID}` }) ??
    screen.queryByRole('button', { name: `${label} programação #${ID}` });
  if (inline) return inline;
  if (!screen.queryByRole('menu'))
    await userEvent.click(await screen.findByRole('button', { name: `Mais ações programação #${ID}` }));
  return within(await screen.findByRole('menu')).findByRole('menuitem', { name: new RegExp(`^${label}`) });
}

const inMenu = (element: HTMLElement) => element.getAttribute('role') === 'menuitem';

const isAllowed = (element: HTMLElement) =>
  element.tagName === 'A' ||
  (inMenu(element)
    ? element.getAttribute('aria-disabled') !== 'true'
    : !(element as HTMLButtonElement).disabled);

/** What the user is told about the action: its tooltip inline, the line under its verb in the menu. */
const explanation = (element: HTMLElement, label: string) =>
  inMenu(element) ? element.textContent?.slice(label.length) || undefined : element.getAttribute('title');

/** Inline: Editar and the next step (Iniciar, or Concluir once the trip may complete); the rest in the menu. */
const INLINE = (allowed: readonly number[]) => ['Editar', allowed[1] && !allowed[0] ? 'Concluir' : 'Iniciar'];

describe('the row actions by status (spec 02 §4)', () => {
  describe.each(SPEC)('%s', (status, code, label, allowed) => {
    for (const sent of [code, status]) {
      it(`allows what the spec allows, the status sent as ${typeof sent === 'number' ? 'its number' : 'its name'}`, async () => {
        renderActions(sent);
        const found = [];
        for (const action of ACTIONS) found.push(isAllowed(await control(action.label)) ? 1 : 0);
        expect(found).toEqual(allowed);
      });
    }

    it('shows Editar and the next step inline, and says why each greyed-out action is refused', async () => {
      renderActions(code);
      for (const [index, action] of ACTIONS.entries()) {
        const element = await control(action.label);
        expect(inMenu(element), action.label).toBe(!INLINE(allowed).includes(action.label));
        const inlineTitle = inMenu(element) ? undefined : `${action.label} programação #${ID}`;
        expect(explanation(element, action.label), action.label).toBe(
          allowed[index] ? inlineTitle : `Não é possível ${action.verb} uma programação ${label}.`,
        );
      }
    });
  });

  it('allows nothing for a status nobody knows, and says so', async () => {
    renderActions(42);
    for (const action of ACTIONS) expect(isAllowed(await control(action.label))).toBe(false);
    expect(await control('Iniciar')).toHaveAttribute(
      'title',
      'Não é possível iniciar uma programação Desconhecido.',
    );
  });
});

describe('the row actions', () => {
  it('asks the list for each allowed action with the row', async () => {
    const user = userEvent.setup();
    const { row, onAction } = renderActions(1);
    await user.click(await control('Iniciar'));
    await user.click(await control('Cancelar'));
    await user.click(await control('Apagar'));
    expect(onAction.mock.calls).toEqual([
      ['start', row],
      ['cancel', row],
      ['delete', row],
    ]);
  });

  it('asks nothing for a greyed-out action', async () => {
    const user = userEvent.setup();
    const { onAction } = renderActions(5);
    await user.click(await control('Concluir'));
    await user.click(await control('Cancelar'));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('links Editar to the edit page while allowed', async () => {
    renderActions(1);
    expect(await control('Editar')).toHaveAttribute('href', `/backoffice/programming/edit/${ID}`);
  });

  it('leaves Editar and Apagar out for a profile that may not use them', async () => {
    renderActions(1, { editHref: undefined, canDelete: false });
    await screen.findByRole('button', { name: `Mais ações programação #${ID}` });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      `Iniciar programação #${ID}`,
      `Concluir programação #${ID}`,
      `Mais ações programação #${ID}`,
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
