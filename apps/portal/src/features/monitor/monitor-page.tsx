import { entityIndex } from '@frota/engine/entity-index';
import { ErrorBox, PageLoading } from '@frota/ui';
import { PortalEngine } from '../entities/engine-provider.tsx';
import { useEntity } from '../entities/load-entity.ts';
import { Monitor } from './monitor.tsx';

/** The programmings' schema: the monitor shows programmings, with their filters, calls and permissions. */
const PROGRAMMINGS = entityIndex.find((entity) => entity.id === 'programmings');

function LoadedMonitor({ summary }: { summary: NonNullable<typeof PROGRAMMINGS> }) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <Monitor entity={entity} />
    </PortalEngine>
  );
}

/** The control tower's home, `/torre/index.tsx` (app/screens.ts registers it for who may list programmings). */
export function MonitorPage() {
  if (!PROGRAMMINGS) return <ErrorBox messages={['O monitor precisa do cadastro de programações.']} />;
  return <LoadedMonitor summary={PROGRAMMINGS} />;
}
