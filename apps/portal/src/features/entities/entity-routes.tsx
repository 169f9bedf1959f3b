import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { can } from '@frota/engine';
import type { EntitySchema } from '@frota/engine';
import { lazyPage } from '../../app/lazy-page.tsx';

const EntityListRoute = lazyPage('entity-list', () => import('./entity-list-route.tsx'), 'EntityListRoute');
const EntityFormRoute = lazyPage('entity-form', () => import('./entity-form-route.tsx'), 'EntityFormRoute');

export interface EntityRoute {
  key: string;
  path: string;
  element: ReactElement;
  preload: () => Promise<void>;
}

/** The list, create and edit routes of every entity the profile may use, from the schemas' routes. */
export function entityRouteTable(entities: readonly EntitySchema[], profile: string): EntityRoute[] {
  return entities.flatMap((entity) => {
    if (!can({ action: 'list', entity, profile }).can) return [];
    const routes: EntityRoute[] = [
      {
        key: `${entity.id}.list`,
        path: entity.routes.list,
        element: <EntityListRoute entity={entity} />,
        preload: EntityListRoute.preload,
      },
    ];
    if (entity.routes.create && entity.forms?.create && can({ action: 'create', entity, profile }).can) {
      routes.push({
        key: `${entity.id}.create`,
        path: entity.routes.create,
        element: <EntityFormRoute entity={entity} variant="create" />,
        preload: EntityFormRoute.preload,
      });
    }
    if (entity.routes.edit && entity.forms?.edit && can({ action: 'edit', entity, profile }).can) {
      routes.push({
        key: `${entity.id}.edit`,
        path: entity.routes.edit,
        element: <EntityFormRoute entity={entity} variant="edit" />,
        preload: EntityFormRoute.preload,
      });
    }
    return routes;
  });
}

/** The entity routes as react-router elements. */
export function entityRoutes(entities: readonly EntitySchema[], profile: string) {
  return entityRouteTable(entities, profile).map(({ key, path, element }) => (
    <Route key={key} path={path} element={element} />
  ));
}
