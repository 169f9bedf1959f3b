import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { EngineProvider, createRestDataProvider, defaultTheme } from '@frota/engine/react';
import { http } from '../../http/client.ts';
import { readSession } from '../../session/session-store.ts';

const dataProvider = createRestDataProvider(http.request);

/** The engine's providers for the portal: its HTTP client, the session's profile and the default theme. */
export function PortalEngine({ children }: { children: ReactNode }) {
  const profile = readSession()?.userData.profile ?? null;
  const value = useMemo(() => ({ dataProvider, profile, theme: defaultTheme }), [profile]);
  // No automatic retries: every failed call already told the user (status toast); retrying on a timer would
  // repeat that toast every few seconds during an outage.
  return (
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <EngineProvider value={value}>{children}</EngineProvider>
    </SWRConfig>
  );
}
