// @vitest-environment jsdom
import '../test-dom.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, installProgrammingApi, programmingsSummary } from '../programming-story-fixtures.ts';
import { ProgrammingListPage } from './programming-list-page.tsx';

const MODE_KEY = 'programmings.listMode';
let calls: ApiCall[];
let uninstall: () => void;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  uninstall = installProgrammingApi({ onCall: (call) => calls.push(call) });
});
afterEach(() => {
  vi.restoreAllMocks();
  uninstall();
  localStorage.clear();
});

/** The list as the router shows it, with a fresh swr cache (as after a reload). */
function visit() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/backoffice/programming/']}>
        <ProgrammingListPage summary={programmingsSummary} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** The table once its rows are in: the header row and `rows` more. */
async function rowsShown(rows: number) {
  const table = await screen.findByRole('table', { name: 'Programações' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rows + 1), { timeout: 5000 });
  return table;
}
const listCalls = () => calls.filter((call) => call.path === '/v1/backoffice/programmings/');
const chosenMode = () => screen.getByRole('radio', { checked: true });

describe('the programmings list mode', () => {
  it('opens in Completo, ten a page, on a first visit', async () => {
    visit();
    await rowsShown(10);
    expect(chosenMode()).toHaveAccessibleName('Completo');
    expect(listCalls().at(-1)?.query).toEqual({ Page: '1', perPage: '10' });
  });

  it('keeps Compacto over a remount, five a page with the last location', async () => {
    const user = userEvent.setup();
    const first = visit();
    await rowsShown(10);
    await user.click(screen.getByRole('radio', { name: 'Compacto' }));
    await rowsShown(5);
    expect(localStorage.getItem(MODE_KEY)).toBe('compact');
    first.unmount();

    calls.length = 0;
    visit();
    const table = await rowsShown(5);
    expect(chosenMode()).toHaveAccessibleName('Compacto');
    expect(within(table).getByRole('columnheader', { name: 'Última localização' })).toBeInTheDocument();
    // The first request of the new visit already asks for the compact page size.
    expect(listCalls()[0]?.query).toEqual({ Page: '1', perPage: '5' });
  });

  it('keeps Completo chosen back over a remount', async () => {
    localStorage.setItem(MODE_KEY, 'compact');
    const user = userEvent.setup();
    const first = visit();
    await rowsShown(5);
    await user.click(screen.getByRole('radio', { name: 'Completo' }));
    await rowsShown(10);
    first.unmount();

    visit();
    await rowsShown(10);
    expect(chosenMode()).toHaveAccessibleName('Completo');
  });

  it('falls back to Completo when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Storage disabled', 'SecurityError');
    });
    visit();
    // Without storage there is no session either: the page still lists, in Completo.
    await rowsShown(10);
    expect(chosenMode()).toHaveAccessibleName('Completo');
  });
});
