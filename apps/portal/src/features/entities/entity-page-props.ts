import type { EntitySummary } from '@frota/engine';

/** What a bespoke list page receives: the entity's summary (routes, permissions, api). */
export interface EntityListPageProps {
  summary: EntitySummary;
}

/** What a bespoke form page receives: the summary and whether it creates or edits (the id is the route's). */
export interface EntityFormPageProps {
  summary: EntitySummary;
  variant: 'create' | 'edit';
  /** The variant's create page (`variants`): a bespoke page may ignore it. */
  variantKey?: string;
}
