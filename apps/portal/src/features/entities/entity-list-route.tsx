import { EntityListPage } from '@frota/engine/react';
import type { EntitySummary } from '@frota/engine';
import { PageLoading } from '@frota/ui';
import { PortalEngine } from './engine-provider.tsx';
import { useEntity } from './load-entity.ts';

/** The generic list page of an entity, inside the engine's providers (its own chunk, without RJSF). */
export function EntityListRoute({ summary }: { summary: EntitySummary }) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <EntityListPage key={entity.id} entity={entity} />
    </PortalEngine>
  );
}
