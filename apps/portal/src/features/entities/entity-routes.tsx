import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { can } from '@frota/engine';
import type { EntitySummary } from '@frota/engine';
import { loadEntity } from './load-entity.ts';
import { lazyPage } from '../../app/lazy-page.tsx';
import { type EntityPages, pagesOf } from './page-components.tsx';

const EntityListRoute = lazyPage('entity-list', () => import('./entity-list-route.tsx'), 'EntityListRoute');
const EntityFormRoute = lazyPage('entity-form', () => import('./entity-form-route.tsx'), 'EntityFormRoute');

const GENERIC_PAGES: EntityPages = { List: EntityListRoute, Form: EntityFormRoute };

/** A route's page chunk and its entity's schema chunk, fetched side by side. */
async function preloadWith(preloadPage: () => Promise<void>, entity: EntitySummary): Promise<void> {
  await Promise.all([preloadPage(), loadEntity(entity)]);
}

export interface EntityRoute {
  key: string;
  path: string;
  element: ReactElement;
  preload: () => Promise<void>;
}

/**
 * The list, create (the entity's, and each variant's) and edit routes of every entity the profile may use, from
 * the schemas' routes. Each page element is keyed by its route: React Router renders sibling routes in one place,
 * so without the key a link from one entity's page to another's (a client's row to its drivers) would keep the
 * first page's schema.
 */
export function entityRouteTable(entities: readonly EntitySummary[], profile: string): EntityRoute[] {
  return entities.flatMap((entity) => {
    if (!can({ action: 'list', entity, profile }).can) return [];
    // The portal's own pages where the schema names them (`routes.component`), else the generic ones.
    const { List, Form } = pagesOf(entity) ?? GENERIC_PAGES;
    const routes: EntityRoute[] = [
      {
        key: `${entity.id}.list`,
        path: entity.routes.list,
        element: <List key={`${entity.id}.list`} summary={entity} />,
        preload: () => preloadWith(List.preload, entity),
      },
    ];
    if (entity.routes.create && entity.forms.create && can({ action: 'create', entity, profile }).can) {
      routes.push({
        key: `${entity.id}.create`,
        path: entity.routes.create,
        element: <Form key={`${entity.id}.create`} summary={entity} variant="create" />,
        preload: () => preloadWith(Form.preload, entity),
      });
    }
    if (can({ action: 'create', entity, profile }).can) {
      for (const { key, routes: own } of entity.variants ?? []) {
        if (!own.create) continue;
        routes.push({
          key: `${entity.id}.create.${key}`,
          path: own.create,
          element: (
            <Form key={`${entity.id}.create.${key}`} summary={entity} variant="create" variantKey={key} />
          ),
          preload: () => preloadWith(Form.preload, entity),
        });
      }
    }
    if (entity.routes.edit && entity.forms.edit && can({ action: 'edit', entity, profile }).can) {
      routes.push({
        key: `${entity.id}.edit`,
        path: entity.routes.edit,
        element: <Form key={`${entity.id}.edit`} summary={entity} variant="edit" />,
        preload: () => preloadWith(Form.preload, entity),
      });
    }
    return routes;
  });
}

/** The entity routes as react-router elements. */
export function entityRoutes(entities: readonly EntitySummary[], profile: string) {
  return entityRouteTable(entities, profile).map(({ key, path, element }) => (
    <Route key={key} path={path} element={element} />
  ));
}
