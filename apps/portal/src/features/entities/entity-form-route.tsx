import { EntityFormPage } from '@frota/engine/react';
import type { EntitySummary, FormVariantName } from '@frota/engine';
import { PageLoading } from '@frota/ui';
import { PortalEngine } from './engine-provider.tsx';
import { useEntity } from './load-entity.ts';

/** The generic create or edit page of an entity, inside the engine's providers (its own chunk, with RJSF). */
export function EntityFormRoute({ summary, variant }: { summary: EntitySummary; variant: FormVariantName }) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <EntityFormPage key={`${entity.id}.${variant}`} entity={entity} variant={variant} />
    </PortalEngine>
  );
}
