import { notRegistered, type EntitySummary } from '@frota/engine';
import { lazyPage } from '../../app/lazy-page.tsx';
import type { EntityFormPageProps, EntityListPageProps } from './entity-page-props.ts';

interface LazyEntityPage<P> {
  (props: P): React.ReactNode;
  preload: () => Promise<void>;
}

/** The pages of an entity whose routes the portal serves itself (`routes.component`). */
export interface EntityPages {
  List: LazyEntityPage<EntityListPageProps>;
  Form: LazyEntityPage<EntityFormPageProps>;
}

/**
 * The portal's bespoke pages by the names the schemas give them (`routes.component`), each its own chunk (loaded
 * in two steps, see bespoke-page-loaders.ts): the schema still decides the routes, who may open them and the
 * menu entry.
 */
export const PAGE_COMPONENTS: Readonly<Record<string, EntityPages>> = {
  programmings: {
    List: lazyPage(
      'programações',
      () => import('./bespoke-page-loaders.ts').then((m) => m.loadProgrammingListPage()),
      'ProgrammingListPage',
    ),
    Form: lazyPage(
      'programação',
      () => import('./bespoke-page-loaders.ts').then((m) => m.loadProgrammingFormPage()),
      'ProgrammingFormPage',
    ),
  },
};

/** The pages an entity names, or an error naming the schema and what the portal registers. */
export function pagesOf(summary: EntitySummary): EntityPages | undefined {
  const name = summary.routes.component;
  if (!name) return undefined;
  const pages = PAGE_COMPONENTS[name];
  if (!pages) throw notRegistered(summary.id, '/routes/component', name, PAGE_COMPONENTS, 'portal');
  return pages;
}
