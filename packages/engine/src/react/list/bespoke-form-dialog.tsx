import { Component, type ReactNode, Suspense } from 'react';
import { notify } from '@frota/ui';
import { notRegistered, type EntitySchema } from '../../core/index.ts';
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
 * Keeps a dialog that fails to load or render (its chunk did not arrive) from taking the list down with it: the
 * failure is toasted, the dialog closes, and the list stays usable.
 */
class DialogFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    notify.error(error instanceof Error ? error.message : 'Não foi possível abrir o formulário.');
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** While the dialog's code arrives: the page waits (a wait cursor, clicks held) and a screen reader hears why. */
function DialogLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 cursor-wait">
      <span className="sr-only">Carregando formulário</span>
    </div>
  );
}

/**
 * The portal's bespoke form dialog of an entity (`forms.component`), opened by the list for Novo, edit and
 * view, holding the page while its code arrives. A name the portal did not register is an error that
 * says which ones it did.
 */
export function BespokeFormDialog({ entity, name, mode, id, onClose }: BespokeFormDialogProps) {
  const { formComponents = {} } = useEngine();
  const revalidate = useRevalidateEntity(entity);
  const Registered = formComponents[name];
  if (!Registered) throw notRegistered(entity.id, '/forms/component', name, formComponents, 'portal');
  return (
    <DialogFailure onFailure={onClose}>
      <Suspense fallback={<DialogLoading />}>
        <Registered entity={entity} mode={mode} id={id} onClose={onClose} onSaved={revalidate} />
      </Suspense>
    </DialogFailure>
  );
}
