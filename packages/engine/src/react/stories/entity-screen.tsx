import { within } from 'storybook/test';
import { EntityFormPage } from '../form/entity-form-page.tsx';
import { EntityListPage } from '../list/entity-list-page.tsx';
import type { ListDialog } from '../list/use-list-controller.ts';
import { EngineStoryFrame, type EngineStoryFrameProps } from './engine-story-frame.tsx';

/** What a screen story of one entity controls: the page, the profile, the URL, the stub API's timing. */
export type ScreenArgs = Omit<EngineStoryFrameProps, 'children' | 'entity' | 'records' | 'related'> & {
  page: 'list' | 'create' | 'edit';
  /** A modal entity's form, open over the list from the first render. */
  dialog?: ListDialog;
  /** On a create page, the variant whose form it shows (`variants.items[].key`). */
  variantKey?: string;
};

/**
 * One entity's real page (list, or the create or edit form) in the story frame: the screen stories of every
 * entity render through this, each with its resolved schema and fixture records.
 */
export function EntityScreen({
  entity,
  records,
  related,
  page,
  dialog,
  variantKey,
  ...frame
}: ScreenArgs & Pick<EngineStoryFrameProps, 'entity' | 'records' | 'related'>) {
  return (
    <EngineStoryFrame entity={entity} records={records} related={related} {...frame}>
      {page === 'list' ? (
        // A new dialog arg (the controls panel) opens the list afresh with it.
        <EntityListPage key={JSON.stringify(dialog ?? null)} entity={entity} initialDialog={dialog} />
      ) : (
        <EntityFormPage entity={entity} variant={page} variantKey={variantKey} />
      )}
    </EngineStoryFrame>
  );
}

/** The controls every screen story offers. */
export const screenArgTypes = {
  profile: {
    control: 'inline-radio',
    options: ['Admin', 'Manager'],
    description: 'what the profile may do',
  },
  latency: { control: 'number', description: 'ms before the stub API answers' },
  page: { control: 'inline-radio', options: ['list', 'create', 'edit'] },
  dialog: { control: 'object', description: "a modal entity's form open over the list" },
} as const;

/** The column headers of a list's table, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Generous waits: story tests run many stories at once on two cores. */
export const WAIT = { timeout: 5000 };
