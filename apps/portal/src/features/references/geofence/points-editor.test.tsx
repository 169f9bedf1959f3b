// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_MESSAGES, type GeoPoint } from '@frota/domain';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';
import { PointsEditor } from './points-editor.tsx';

afterEach(cleanup);

const santos: GeoPoint[] = [
  { latitude: -23.9511, longitude: -46.3325 },
  { latitude: -23.9503, longitude: -46.3039 },
  { latitude: -23.9746, longitude: -46.2948 },
];

/** The editor with its list held as a screen would, reporting every change. */
function renderEditor(initial: GeoPoint[], { readOnly = false } = {}) {
  const changes = vi.fn<(points: GeoPoint[]) => void>();
  function Screen() {
    const [points, setPoints] = useState(initial);
    return (
      <PointsEditor
        points={points}
        readOnly={readOnly}
        onChange={(next) => {
          changes(next);
          setPoints(next);
        }}
      />
    );
  }
  render(<Screen />);
  return { changes, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Pontos da cerca eletrônica' });
const rows = () => within(table()).getAllByRole('row').slice(1); // below the header
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const cellTexts = () =>
  rows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
const problems = () =>
  screen.getAllByRole('status').find((region) => region.querySelector('ul'))?.textContent ?? '';

describe('PointsEditor', () => {
  it('lists the points in order, numbered, with a labelled input per coordinate (pt-BR comma)', () => {
    renderEditor(santos);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Latitude', 'Longitude', 'Ações']);
    expect(rows()).toHaveLength(3);
    expect(input('Latitude do ponto 1').value).toBe('-23,9511');
    expect(input('Longitude do ponto 3').value).toBe('-46,2948');
    expect(problems()).toBe('');
  });

  it('shows the empty state, and no problem list, when there is no point', () => {
    renderEditor([]);
    expect(within(table()).getByText(M.empty)).toBeTruthy();
    expect(M.empty).toBe('Nenhum ponto definido. Desenhe no mapa ou adicione os pontos.');
    expect(problems()).toBe('');
  });

  it('adds a blank point at the end and puts the focus on its latitude', async () => {
    const { user, changes } = renderEditor(santos);
    await user.click(screen.getByRole('button', { name: 'Adicionar ponto' }));
    expect(rows()).toHaveLength(4);
    expect(document.activeElement).toBe(input('Latitude do ponto 4'));
    expect(input('Longitude do ponto 4').value).toBe('');
    expect(problems()).toContain(GEO_MESSAGES.latitudeOutOfRange(4));

    await user.keyboard('-23,96');
    await user.click(input('Longitude do ponto 4'));
    await user.keyboard('-46.33');
    expect(changes).toHaveBeenLastCalledWith([...santos, { latitude: -23.96, longitude: -46.33 }]);
  });

  it('edits a coordinate with a comma or a dot, negative, up to seven decimals', async () => {
    const { user, changes } = renderEditor(santos);
    await user.clear(input('Latitude do ponto 2'));
    await user.type(input('Latitude do ponto 2'), '-23,9500001');
    expect(changes.mock.lastCall?.[0][1]).toEqual({ latitude: -23.9500001, longitude: -46.3039 });
    await user.clear(input('Longitude do ponto 2'));
    await user.type(input('Longitude do ponto 2'), '-46.301');
    expect(changes.mock.lastCall?.[0][1]).toEqual({ latitude: -23.9500001, longitude: -46.301 });
    await user.tab();
    expect(input('Longitude do ponto 2').value).toBe('-46,301');
  });

  it('marks text that is not a number, reports nothing, and shows the last number again on leaving', async () => {
    const { user, changes } = renderEditor(santos);
    await user.clear(input('Latitude do ponto 1'));
    changes.mockClear();
    await user.type(input('Latitude do ponto 1'), '-23,9x');
    expect(input('Latitude do ponto 1').getAttribute('aria-invalid')).toBe('true');
    expect(changes.mock.lastCall?.[0][0]?.latitude).toBe(-23.9);
    await user.tab();
    expect(input('Latitude do ponto 1').value).toBe('-23,9');
    expect(input('Latitude do ponto 1').getAttribute('aria-invalid')).toBeNull();
  });

  it('removes a point and keeps the focus on the remove button of the point now in its place', async () => {
    const { user, changes } = renderEditor(santos);
    await user.click(screen.getByRole('button', { name: 'Remover ponto 2' }));
    expect(changes).toHaveBeenLastCalledWith([santos[0], santos[2]]);
    expect(cellTexts().map((cells) => cells[0])).toEqual(['1', '2']);
    expect(input('Latitude do ponto 2').value).toBe('-23,9746');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remover ponto 2' }));
    expect(problems()).toContain(GEO_MESSAGES.tooFewPoints);
  });

  it('moves a point up and down, the focus following the point', async () => {
    const { user, changes } = renderEditor(santos);
    expect((screen.getByRole('button', { name: 'Subir ponto 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descer ponto 3' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Descer ponto 1' }));
    expect(changes).toHaveBeenLastCalledWith([santos[1], santos[0], santos[2]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer ponto 2' }));

    await user.keyboard('{Enter}'); // down again, to the end: the focus goes to the enabled button
    expect(changes).toHaveBeenLastCalledWith([santos[1], santos[2], santos[0]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir ponto 3' }));

    await user.click(screen.getByRole('button', { name: 'Subir ponto 2' }));
    expect(changes).toHaveBeenLastCalledWith([santos[2], santos[1], santos[0]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer ponto 1' }));
  });

  it('shows the fence problems live: crossing edges of a bow-tie, gone once reordered', async () => {
    const bowTie: GeoPoint[] = [
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 1 },
      { latitude: 0, longitude: 1 },
      { latitude: 1, longitude: 0 },
    ];
    const { user } = renderEditor(bowTie);
    expect(problems()).toBe('As arestas 1 e 3 da cerca eletrônica se cruzam.');
    await user.click(screen.getByRole('button', { name: 'Descer ponto 2' }));
    expect(problems()).toBe('');
  });

  it('replaces the points with a pasted list', async () => {
    const { user, changes } = renderEditor(santos);
    await user.click(screen.getByRole('button', { name: 'Colar lista de pontos' }));
    const dialog = screen.getByRole('dialog', { name: 'Colar lista de pontos' });
    expect(dialog.textContent).toContain('Os 3 pontos atuais serão substituídos.');
    await user.click(within(dialog).getByRole('textbox', { name: 'Lista de pontos' }));
    await user.paste('-22.90, -47.06\n-22.91;-47,05\n\n-22.92\t-47.07');
    await user.click(within(dialog).getByRole('button', { name: 'Substituir pontos' }));
    expect(changes).toHaveBeenLastCalledWith([
      { latitude: -22.9, longitude: -47.06 },
      { latitude: -22.91, longitude: -47.05 },
      { latitude: -22.92, longitude: -47.07 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()); // after its closing transition
    expect(input('Latitude do ponto 3').value).toBe('-22,92');
  });

  it('replaces nothing while a pasted line cannot be read, and lists the lines to fix', async () => {
    const { user, changes } = renderEditor(santos);
    await user.click(screen.getByRole('button', { name: 'Colar lista de pontos' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Lista de pontos' }));
    await user.paste('-22.90, -47.06\nPorto de Santos\n-22.92');
    await user.click(within(dialog).getByRole('button', { name: 'Substituir pontos' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('Linha 2: informe latitude e longitude.');
    expect(alert.textContent).toContain('Linha 3: informe latitude e longitude.');
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()); // after its closing transition
    expect(rows()).toHaveLength(3);
  });

  it('read-only shows every point as text, the problems too, and offers no control', () => {
    renderEditor(santos.slice(0, 2), { readOnly: true });
    expect(cellTexts()).toEqual([
      ['1', '-23,9511', '-46,3325'],
      ['2', '-23,9503', '-46,3039'],
    ]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(within(table()).queryByText('Ações')).toBeNull();
    expect(problems()).toBe(GEO_MESSAGES.tooFewPoints);
  });
});
