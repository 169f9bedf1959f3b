import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { EngineProvider, createRestDataProvider } from '@frota/engine/react';
import { http } from '../../http/client.ts';
import type { FileDownload } from '../../http/download.ts';
import { readSession } from '../../session/session-store.ts';
import { FORM_COMPONENTS } from './form-components.tsx';
import { FORM_EXTENSIONS } from './form-extensions.ts';

// With the portal's downloads, every generic list offers "Exportar Excel"; their code loads at the first one.
const download: FileDownload = (request) => import('../../http/download.ts').then((m) => m.download(request));
const dataProvider = createRestDataProvider(http.request, { download });

/**
 * The engine's providers for the portal: its HTTP client and downloads, the session's profile and account id,
 * its create flows and dialogs.
 */
export function PortalEngine({ children }: { children: ReactNode }) {
  const user = readSession()?.userData;
  const profile = user?.profile ?? null;
  const userId = user?.id ?? null;
  // No theme overrides: the engine's defaults are what the product shows.
  const value = useMemo(
    () => ({
      dataProvider,
      profile,
      userId,
      formExtensions: FORM_EXTENSIONS,
      formComponents: FORM_COMPONENTS,
    }),
    [profile, userId],
  );
  // No automatic retries: every failed call already told the user (status toast); retrying on a timer would
  // repeat that toast every few seconds during an outage.
  return (
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <EngineProvider value={value}>{children}</EngineProvider>
    </SWRConfig>
  );
}
