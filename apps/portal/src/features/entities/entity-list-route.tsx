import { EntityListPage } from '@frota/engine/react';
import type { EntitySchema } from '@frota/engine';
import { PortalEngine } from './engine-provider.tsx';

/** The generic list page of an entity, inside the engine's providers (its own chunk, without RJSF). */
export function EntityListRoute({ entity }: { entity: EntitySchema }) {
  return (
    <PortalEngine>
      <EntityListPage key={entity.id} entity={entity} />
    </PortalEngine>
  );
}
