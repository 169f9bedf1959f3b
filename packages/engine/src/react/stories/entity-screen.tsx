import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { expect, within } from 'storybook/test';
import { parentIdFromUrl } from '../../core/index.ts';
import type { EntitySchema } from '../../core/index.ts';
import { EntityFormPage } from '../form/entity-form-page.tsx';
import { AssociationLinkDialog } from '../list/association-link-dialog.tsx';
import { EntityListPage } from '../list/entity-list-page.tsx';
import type { ListDialog } from '../list/use-list-controller.ts';
import { EngineStoryFrame, type EngineStoryFrameProps } from './engine-story-frame.tsx';

/** What a story's screen component passes to the frame itself, rather than as args: data and registrations. */
type FrameSetup = 'entity' | 'records' | 'related' | 'formExtensions' | 'createExtensions';

/** What a screen story of one entity controls: the page, the profile, the URL, the stub API's timing. */
export type ScreenArgs = Omit<EngineStoryFrameProps, 'children' | FrameSetup> & {
  page: 'list' | 'create' | 'edit';
  /** A modal entity's form, open over the list from the first render. */
  dialog?: ListDialog;
  /** An association's add dialog (Adicionar), open over its list from the first render. */
  linkDialog?: boolean;
  /** On a create page, the variant whose form it shows (`variants.items[].key`). */
  variantKey?: string;
};

/**
 * The add dialog of an association open over its list, as its Adicionar button opens it (the list keeps that
 * dialog's state to itself, so a story cannot ask it to start open): the same dialog, for the parent the URL
 * names; Cancelar closes it, and Salvar links and reloads the list.
 */
function OpenLinkDialog({ entity }: { entity: EntitySchema }) {
  const parentId = parentIdFromUrl(entity, useParams(), useSearchParams()[0]);
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(true);
  if (!open || !parentId) return null;
  return (
    <AssociationLinkDialog
      entity={entity}
      parentId={parentId}
      onClose={() => setOpen(false)}
      onLinked={async () => {
        await mutate((key) => Array.isArray(key) && key[0] === 'list' && key[1] === entity.id);
      }}
    />
  );
}

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
  linkDialog = false,
  variantKey,
  ...frame
}: ScreenArgs & Pick<EngineStoryFrameProps, FrameSetup>) {
  return (
    <EngineStoryFrame entity={entity} records={records} related={related} {...frame}>
      {page === 'list' ? (
        <>
          {/* A new dialog arg (the controls panel) opens the list afresh with it. */}
          <EntityListPage key={JSON.stringify(dialog ?? null)} entity={entity} initialDialog={dialog} />
          {linkDialog && entity.association ? <OpenLinkDialog entity={entity} /> : null}
        </>
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

/**
 * A load failure as every screen shows it (Padrões/Estados): the message where the data would be, with Tentar
 * novamente under it.
 */
export async function expectLoadFailed(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(message);
  await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
}
