import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { FormComponentProps } from '@frota/engine/react';
import { Button, ButtonRow, GuardedDialog, LoadFailed, PageLoading, Tabs } from '@frota/ui';
import { OperatingHoursTable } from './operating-hours/index.ts';
import { ReferenceParametersTab } from './reference-parameters-tab.tsx';
import { ReferenceVisibilityTab } from './reference-visibility-tab.tsx';
import type { ReferenceTab } from './reference-draft.ts';
import { SaveDiagnostics } from './save-diagnostics.tsx';
import { type ReferenceFormController, useReferenceForm } from './use-reference-form.ts';

// The fence tab brings the points editor and, with a map key, the maps code: loaded when the tab opens.
const GeofenceEditor = lazy(() =>
  import('./geofence/geofence-editor.tsx').then((m) => ({ default: m.GeofenceEditor })),
);

const TITLES = {
  create: 'Nova Referência',
  edit: 'Editar Referência',
  view: 'Visualizar Referência',
} as const;

function ReferenceTabs({ form }: { form: ReferenceFormController }) {
  const { draft, change, readOnly } = form;
  if (!draft) return null;
  const tabs: Array<{ key: ReferenceTab; label: string; content: ReactNode }> = [
    { key: 'parameters', label: 'Parâmetros', content: <ReferenceParametersTab form={form} /> },
    { key: 'visibility', label: 'Visibilidade', content: <ReferenceVisibilityTab form={form} /> },
    {
      key: 'hours',
      label: 'Premissas de Operação',
      content: (
        <OperatingHoursTable
          value={draft.hours}
          readOnly={readOnly}
          onChange={(hours) => change({ hours })}
        />
      ),
    },
    {
      key: 'fence',
      label: 'Configurar Cerca Eletrônica',
      content: (
        <Suspense fallback={<PageLoading label="Carregando cerca eletrônica..." />}>
          <GeofenceEditor
            points={draft.points}
            readOnly={readOnly}
            onChange={(points) => change({ points })}
          />
        </Suspense>
      ),
    },
  ];
  return (
    <Tabs
      label="Seções da referência"
      // One height for every tab, so the dialog does not jump as the user moves between them.
      className="min-h-[26rem]"
      tabs={tabs}
      selectedKey={form.tab}
      onChange={(key) => form.setTab(key as ReferenceTab)}
    />
  );
}

/**
 * The references' bespoke dialog (`forms.component: "reference-form"`): create, edit or view a reference in four
 * tabs (parameters, visibility, operating hours, electronic fence). Closing it with changes asks first; a
 * refused save shows the toasts and the diagnosis block of spec 02 §8 and keeps everything typed.
 */
export function ReferenceFormDialog(props: FormComponentProps) {
  const form = useReferenceForm(props);
  const formId = useId();
  return (
    <GuardedDialog
      open
      onClose={props.onClose}
      title={TITLES[props.mode]}
      dirty={form.dirty}
      size="xl"
      footer={(requestClose) => (
        <ButtonRow align="end">
          <Button type="button" variant="basic" onClick={requestClose}>
            {form.readOnly ? 'Fechar' : 'Cancelar'}
          </Button>
          {form.readOnly ? null : (
            <Button
              type="submit"
              form={formId}
              variant="primary"
              loading={form.saving}
              disabled={!form.draft}
            >
              Salvar
            </Button>
          )}
        </ButtonRow>
      )}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        {form.loading ? <PageLoading label="Carregando referência..." /> : null}
        {form.loadError ? (
          <LoadFailed message={props.entity.messages.loadFailed} onRetry={form.retry} />
        ) : null}
        <ReferenceTabs form={form} />
        {form.diagnosis ? <SaveDiagnostics diagnosis={form.diagnosis} /> : null}
      </form>
    </GuardedDialog>
  );
}
