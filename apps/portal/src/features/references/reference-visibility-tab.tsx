import { Checkbox } from '@frota/ui';
import type { ReferenceFormController } from './use-reference-form.ts';

/** Whether the reference is shown, and whether vehicles load or unload there (the "Visibilidade" tab). */
export function ReferenceVisibilityTab({ form }: { form: ReferenceFormController }) {
  const { draft, change, readOnly } = form;
  if (!draft) return null;
  return (
    <div className="space-y-4">
      <Checkbox
        label="Visível"
        description="A referência aparece nas listas e no mapa do monitor."
        checked={draft.isReferenceVisible}
        disabled={readOnly}
        onChange={(checked) => change({ isReferenceVisible: checked })}
      />
      <Checkbox
        label="Carga"
        description="Veículos carregam nesta referência."
        checked={draft.isLoad}
        disabled={readOnly}
        onChange={(checked) => change({ isLoad: checked })}
      />
      <Checkbox
        label="Descarga"
        description="Veículos descarregam nesta referência."
        checked={draft.isUnload}
        disabled={readOnly}
        onChange={(checked) => change({ isUnload: checked })}
      />
    </div>
  );
}
