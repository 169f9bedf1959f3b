import { useEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppToaster, toast } from '@frota/ui';
import type { EntityRecord, EntitySchema } from '../../core/index.ts';
import { createRestDataProvider } from '../shared/data-provider.ts';
import { EngineProvider, type EngineContextValue } from '../shared/engine-context.tsx';
import { createInMemoryApi, type InMemoryApiOptions } from './in-memory-api.ts';

export interface EngineStoryFrameProps extends InMemoryApiOptions {
  entity: EntitySchema;
  records: EntityRecord[];
  /** Other entities the page reads (the short lists of its relation selects). */
  related?: Array<{ entity: EntitySchema; records: EntityRecord[] }>;
  profile: 'Admin' | 'Manager';
  /** The URL the story opens at. */
  path: string;
  /** The route pattern of the page (with :id for edit pages). */
  route: string;
  /**
   * The portal's custom create flows the page needs (`forms.create.extension`), by name, as the portal registers
   * them on EngineProvider; the in-memory API answers their calls through `createExtensions`.
   */
  formExtensions?: EngineContextValue['formExtensions'];
  children: ReactNode;
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p className="sr-only">Endereço: {`${pathname}${search}`}</p>;
}

/** A generic page as the portal shows it, against an in-memory API: router, swr cache, engine providers, toasts. */
export function EngineStoryFrame({
  entity,
  records,
  related = [],
  profile,
  path,
  route,
  formExtensions,
  children,
  ...api
}: EngineStoryFrameProps) {
  const value = useMemo(
    () => ({
      dataProvider: createRestDataProvider(createInMemoryApi([{ entity, records }, ...related], api)),
      profile,
      formExtensions,
    }),
    // One in-memory API per story render; its records change as the story plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entity, profile],
  );
  // Toasts that stay until closed (a create flow's results) would otherwise outlive the story into the next one.
  useEffect(() => () => toast.remove(), []);
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <EngineProvider value={value}>
          <Routes>
            <Route path={route} element={children} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </EngineProvider>
      </MemoryRouter>
      <AppToaster />
    </SWRConfig>
  );
}
