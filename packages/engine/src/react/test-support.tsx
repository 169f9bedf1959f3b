import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { EntityRecord, ListPage } from '../core/index.ts';
import type { DataProvider } from './shared/data-provider-types.ts';
import { EngineProvider, type EngineContextValue } from './shared/engine-context.tsx';

/** A data provider whose every call is a spy; tests stub the answers they need. */
export function fakeDataProvider(
  page: Partial<ListPage> = {},
): { [K in keyof DataProvider]: ReturnType<typeof vi.fn> } & DataProvider {
  const list: ListPage = { itens: [], totalPages: 1, totalItems: 0, page: 1, perPage: 20, ...page };
  return {
    list: vi.fn(async () => list),
    get: vi.fn(async (): Promise<EntityRecord> => ({ id: 1 })),
    create: vi.fn(async () => ({})),
    update: vi.fn(async () => ({})),
    remove: vi.fn(async () => ({})),
    setActive: vi.fn(async () => ({})),
    options: vi.fn(async () => []),
    call: vi.fn(async () => ({})),
  };
}

/** Renders generic pages as the portal does: router, a fresh swr cache, the engine's providers. */
export function renderWithEngine(
  ui: ReactNode,
  {
    dataProvider,
    profile,
    userId,
    path = '/',
    route = '*',
    cache = new Map(),
    formComponents,
    formExtensions,
  }: {
    dataProvider: DataProvider;
    profile: string;
    /** The signed-in account's id. */
    userId?: number;
    path?: string;
    route?: string;
    cache?: Map<string, unknown>;
    formComponents?: EngineContextValue['formComponents'];
    formExtensions?: EngineContextValue['formExtensions'];
  },
) {
  return (
    <SWRConfig value={{ provider: () => cache as never }}>
      <MemoryRouter initialEntries={[path]}>
        <EngineProvider value={{ dataProvider, profile, userId, formComponents, formExtensions }}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>fora da página</p>} />
          </Routes>
        </EngineProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/**
 * A row's action by its verb and the row's name: its inline button or link ("Apagar Rodovia Sul"), or else the
 * item of the row's "Mais ações" menu, which this opens.
 */
export async function findRowAction(user: UserEvent, verb: string, name: string): Promise<HTMLElement> {
  const inline =
    screen.queryByRole('button', { name: `${verb} ${name}` }) ??
    screen.queryByRole('link', { name: `${verb} ${name}` });
  if (inline) return inline;
  if (!screen.queryByRole('menu'))
    await user.click(await screen.findByRole('button', { name: `Mais ações ${name}` }));
  // A refused item is named by its verb and the reason.
  return within(await screen.findByRole('menu')).findByRole('menuitem', { name: new RegExp(`^${verb}`) });
}
