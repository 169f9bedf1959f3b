import { Suspense } from 'react';
import type { EntitySchema } from '../../core/index.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { useRevalidateEntity } from '../shared/use-revalidate-entity.ts';
import type { FormComponentMode } from '../shared/form-component.ts';

export interface BespokeFormDialogProps {
  entity: EntitySchema;
  /** The name the schema gives the dialog (`forms.component`). */
  name: string;
  mode: FormComponentMode;
  id?: number;
  onClose: () => void;
}

/**
 * The portal's bespoke form dialog of an entity (`forms.component`), opened by the list for Novo, edit and
 * view. A name the portal did not register is an error that says which ones it did.
 */
export function BespokeFormDialog({ entity, name, mode, id, onClose }: BespokeFormDialogProps) {
  const { formComponents = {} } = useEngine();
  const revalidate = useRevalidateEntity(entity);
  const Component = formComponents[name];
  if (!Component)
    throw new Error(
      `${entity.id}.json: /forms/component "${name}" is not registered by the portal (registered: ${Object.keys(formComponents).join(', ') || 'none'}).`,
    );
  return (
    <Suspense fallback={null}>
      <Component entity={entity} mode={mode} id={id} onClose={onClose} onSaved={revalidate} />
    </Suspense>
  );
}
