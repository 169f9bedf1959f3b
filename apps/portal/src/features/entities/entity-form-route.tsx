import { EntityFormPage } from '@frota/engine/react';
import type { EntitySchema, FormVariantName } from '@frota/engine';
import { PortalEngine } from './engine-provider.tsx';

/** The generic create or edit page of an entity, inside the engine's providers (its own chunk, with RJSF). */
export function EntityFormRoute({ entity, variant }: { entity: EntitySchema; variant: FormVariantName }) {
  return (
    <PortalEngine>
      <EntityFormPage key={`${entity.id}.${variant}`} entity={entity} variant={variant} />
    </PortalEngine>
  );
}
