import { useMemo, type ReactNode } from 'react';
import { EngineProvider, EntityFormPage, EntityListPage, createRestDataProvider, defaultTheme } from '@frota/engine/react';
import type { EntitySchema, FormVariantName } from '@frota/engine';
import { http } from '../../http/client.ts';
import { readSession } from '../../session/session-store.ts';

const dataProvider = createRestDataProvider(http.request);

function Engine({ children }: { children: ReactNode }) {
  const profile = readSession()?.userData.profile ?? null;
  const value = useMemo(() => ({ dataProvider, profile, theme: defaultTheme }), [profile]);
  return <EngineProvider value={value}>{children}</EngineProvider>;
}

/** The generic list page of an entity, inside the engine's providers. */
export function EntityListRoute({ entity }: { entity: EntitySchema }) {
  return (
    <Engine>
      <EntityListPage key={entity.id} entity={entity} />
    </Engine>
  );
}

/** The generic create or edit page of an entity, inside the engine's providers. */
export function EntityFormRoute({ entity, variant }: { entity: EntitySchema; variant: FormVariantName }) {
  return (
    <Engine>
      <EntityFormPage key={`${entity.id}.${variant}`} entity={entity} variant={variant} />
    </Engine>
  );
}
