import { EntityFormPage } from '@frota/engine/react';
import type { EntitySummary, FormVariantName } from '@frota/engine';
import { PageLoading } from '@frota/ui';
import { PortalEngine } from './engine-provider.tsx';
import { useEntity } from './load-entity.ts';

/**
 * The generic create or edit page of an entity (or the create page of one of its variants), inside the
 * engine's providers (its own chunk, with RJSF).
 */
export function EntityFormRoute({
  summary,
  variant,
  variantKey,
}: {
  summary: EntitySummary;
  variant: FormVariantName;
  variantKey?: string;
}) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <EntityFormPage
        key={`${entity.id}.${variant}.${variantKey ?? ''}`}
        entity={entity}
        variant={variant}
        variantKey={variantKey}
      />
    </PortalEngine>
  );
}
