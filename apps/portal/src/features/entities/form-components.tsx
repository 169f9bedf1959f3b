import { type ComponentType, lazy } from 'react';
import type { FormComponent, FormComponentProps } from '@frota/engine/react';
import { loadChunk } from '../../app/load-chunk.ts';

/**
 * A dialog loaded with its first opening, through the portal's chunk loader (time-out and a pt-BR failure). React
 * keeps a failed lazy component failed, so a failure makes a fresh one: the next opening tries again.
 */
function lazyDialog(chunk: string, load: () => Promise<{ default: ComponentType<FormComponentProps> }>) {
  const make = () =>
    lazy(() =>
      loadChunk(chunk, load).catch((error: unknown) => {
        current = make();
        throw error;
      }),
    );
  let current = make();
  return function LazyDialog(props: FormComponentProps) {
    const Current = current;
    return <Current {...props} />;
  };
}

/**
 * The portal's bespoke form dialogs, by the names the schemas give them (`forms.component`); each loads with
 * its first opening, not with the list (see bespoke-form-loaders.ts for why the import is two steps).
 */
export const FORM_COMPONENTS: Readonly<Record<string, FormComponent>> = {
  'reference-form': lazyDialog('referências', () =>
    import('./bespoke-form-loaders.ts').then((m) => m.loadReferenceForm()),
  ),
};
