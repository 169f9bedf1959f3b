import { Field, fieldDescribedBy, Select, Textarea, TextInput } from '@frota/ui';
import { missingRequired } from './reference-draft.ts';
import type { ReferenceFormController } from './use-reference-form.ts';

const REQUIRED_FIELD = 'Campo obrigatório.';

/** Code, name, description and group (the "Parâmetros" tab). */
export function ReferenceParametersTab({ form }: { form: ReferenceFormController }) {
  const { draft, change, readOnly, fieldErrors, triedToSave } = form;
  if (!draft) return null;
  const missing = triedToSave ? missingRequired(draft) : [];
  const errorOf = (field: 'referenceCode' | 'name' | 'referenceGroupId' | 'description') =>
    fieldErrors[field] ?? (missing.includes(field as never) ? REQUIRED_FIELD : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Código" htmlFor="reference-code" required={!readOnly} error={errorOf('referenceCode')}>
        <TextInput
          id="reference-code"
          aria-describedby={fieldDescribedBy('reference-code', { error: errorOf('referenceCode') })}
          value={draft.referenceCode}
          maxLength={50}
          readOnly={readOnly}
          invalid={Boolean(errorOf('referenceCode'))}
          onChange={(event) => change({ referenceCode: event.target.value })}
        />
      </Field>
      <Field label="Nome" htmlFor="reference-name" required={!readOnly} error={errorOf('name')}>
        <TextInput
          id="reference-name"
          aria-describedby={fieldDescribedBy('reference-name', { error: errorOf('name') })}
          value={draft.name}
          maxLength={150}
          readOnly={readOnly}
          invalid={Boolean(errorOf('name'))}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Field>
      <Field
        label="Grupo"
        htmlFor="reference-group"
        required={!readOnly}
        error={
          errorOf('referenceGroupId') ??
          (form.groupsError ? 'Erro ao carregar grupos de referência' : undefined)
        }
      >
        {readOnly ? (
          <TextInput id="reference-group" value={form.groupName ?? ''} readOnly />
        ) : (
          <Select<number>
            id="reference-group"
            value={draft.referenceGroupId}
            options={form.groups}
            loading={form.groupsLoading}
            placeholder="Selecione o grupo"
            invalid={Boolean(errorOf('referenceGroupId'))}
            onChange={(value) => change({ referenceGroupId: value })}
          />
        )}
      </Field>
      {/* Spec 02 §5 marks the description required in the form; saving does not demand it. */}
      <Field label="Descrição" htmlFor="reference-description" required={!readOnly} className="sm:col-span-2">
        <Textarea
          id="reference-description"
          value={draft.description}
          maxLength={500}
          rows={3}
          readOnly={readOnly}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Field>
    </div>
  );
}
