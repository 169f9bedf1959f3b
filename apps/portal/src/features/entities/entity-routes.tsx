import type { RouteObject } from 'react-router-dom';
import { can } from '@frota/engine';
import type { EntitySchema, FormVariantName } from '@frota/engine';
import { loadChunk } from '../../app/load-chunk.ts';

const pages = () => loadChunk('entity-pages', () => import('./entity-pages.tsx'));

function formRoute(entity: EntitySchema, variant: FormVariantName, path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { EntityFormRoute } = await pages();
      return { Component: () => <EntityFormRoute entity={entity} variant={variant} /> };
    },
  };
}

/** The list, create and edit routes of every entity the profile may use, from the schemas' routes. */
export function entityRoutes(entities: readonly EntitySchema[], profile: string): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entity of entities) {
    if (!can({ action: 'list', entity, profile }).can) continue;
    routes.push({
      path: entity.routes.list,
      lazy: async () => {
        const { EntityListRoute } = await pages();
        return { Component: () => <EntityListRoute entity={entity} /> };
      },
    });
    if (entity.routes.create && entity.forms?.create && can({ action: 'create', entity, profile }).can) {
      routes.push(formRoute(entity, 'create', entity.routes.create));
    }
    if (entity.routes.edit && entity.forms?.edit && can({ action: 'edit', entity, profile }).can) {
      routes.push(formRoute(entity, 'edit', entity.routes.edit));
    }
  }
  return routes;
}
