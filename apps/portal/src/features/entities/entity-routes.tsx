import { Route } from 'react-router-dom';
import { can } from '@frota/engine';
import type { EntitySchema } from '@frota/engine';
import { lazyPage } from '../../app/lazy-page.tsx';

const EntityListRoute = lazyPage('entity-list', () => import('./entity-list-route.tsx'), 'EntityListRoute');
const EntityFormRoute = lazyPage('entity-form', () => import('./entity-form-route.tsx'), 'EntityFormRoute');

/** The list, create and edit routes of every entity the profile may use, from the schemas' routes. */
export function entityRoutes(entities: readonly EntitySchema[], profile: string) {
  return entities.flatMap((entity) => {
    if (!can({ action: 'list', entity, profile }).can) return [];
    const routes = [
      <Route
        key={`${entity.id}.list`}
        path={entity.routes.list}
        element={<EntityListRoute entity={entity} />}
      />,
    ];
    if (entity.routes.create && entity.forms?.create && can({ action: 'create', entity, profile }).can) {
      routes.push(
        <Route
          key={`${entity.id}.create`}
          path={entity.routes.create}
          element={<EntityFormRoute entity={entity} variant="create" />}
        />,
      );
    }
    if (entity.routes.edit && entity.forms?.edit && can({ action: 'edit', entity, profile }).can) {
      routes.push(
        <Route
          key={`${entity.id}.edit`}
          path={entity.routes.edit}
          element={<EntityFormRoute entity={entity} variant="edit" />}
        />,
      );
    }
    return routes;
  });
}
