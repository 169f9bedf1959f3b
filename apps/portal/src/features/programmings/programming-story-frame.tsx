import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppToaster, toast } from '@frota/ui';
import { PortalEngine } from '../entities/engine-provider.tsx';
import type { ListMode } from './list/list-mode.ts';

/** Where a link took the story (a row's edit, Cancelar on the form), read by screen readers and the tests. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p className="sr-only">Endereço: {`${pathname}${search}`}</p>;
}

interface ProgrammingStoryFrameProps {
  /** The URL the story opens at (its query is the list's page, filters and order). */
  path?: string;
  /** The route pattern of the page shown (with :id for the edit form). */
  route?: string;
  /**
   * The list mode the browser remembers, written before the page first renders (the list reads it once, as a
   * reload does).
   */
  listMode?: ListMode;
  /** Wraps the story in the portal's engine providers (the pages bring their own). */
  engine?: boolean;
  children: ReactNode;
}

/**
 * The programmings' screens as the portal shows them, for Storybook: a router at `path`, a fresh swr cache, the
 * toaster, and optionally the portal's engine providers, whose HTTP client reaches the stub API of
 * `installProgrammingApi` (programming-story-fixtures.ts).
 */
export function ProgrammingStoryFrame({
  path = '/backoffice/programming/',
  route = '/backoffice/programming/',
  listMode,
  engine = false,
  children,
}: ProgrammingStoryFrameProps) {
  // Written while rendering, before the page's first render reads it (an effect would come after).
  useState(() => listMode && localStorage.setItem('programmings.listMode', listMode));
  // Toasts still on screen would outlive the story into the next one.
  useEffect(() => () => toast.remove(), []);
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={engine ? <PortalEngine>{children}</PortalEngine> : children} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
      <AppToaster />
    </SWRConfig>
  );
}
