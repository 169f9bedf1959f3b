import { useParams, Link } from 'react-router-dom';
import type { EntitySchema } from '@frota/engine';
import {
  Button,
  ButtonRow,
  buttonClasses,
  Card,
  Checkbox,
  DateTimeInput,
  Field,
  fieldDescribedBy,
  LoadFailed,
  Notice,
  NumberInput,
  PageHeader,
  PageLoading,
  Select,
  type SelectOption,
} from '@frota/ui';
import type { EntityFormPageProps } from '../../entities/entity-page-props.ts';
import { PortalEngine } from '../../entities/engine-provider.tsx';
import { useEntity } from '../../entities/load-entity.ts';
import type { ProgrammingDraft } from './programming-draft.ts';
import { type ProgrammingFormController, useProgrammingForm } from './use-programming-form.ts';

type IdField = {
  [K in keyof ProgrammingDraft]: ProgrammingDraft[K] extends number | null ? K : never;
}[keyof ProgrammingDraft];

/** A field's own options (`oneOf` in programmings.json: the travel types). */
const optionsOf = (entity: EntitySchema, field: keyof ProgrammingDraft): SelectOption<number>[] =>
  (entity.fields[field]?.oneOf ?? []).map((option) => ({ value: Number(option.const), label: option.title }));

const DISTANCE_HINT =
  'Proposta pela distância entre os centros das cercas da origem e do destino; pode ser alterada.';

const NEEDS_CLIENT = 'Escolha um cliente primeiro';

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function fieldTitle(entity: EntitySchema, field: keyof ProgrammingDraft): string {
  return entity.fields[field]?.title ?? field;
}

interface SelectFieldProps {
  form: ProgrammingFormController;
  entity: EntitySchema;
  field: IdField;
  options: { options: SelectOption<number | string>[] | undefined; isLoading: boolean };
  /** Chosen for the user and not theirs to change (a Manager's own client). */
  locked?: boolean;
  onChange?: (value: number | null) => void;
}

/** A select of ids with its label, error and the reason it waits for another field. */
function SelectField({ form, entity, field, options, locked, onChange }: SelectFieldProps) {
  const id = `programming-${field}`;
  const error = form.errors[field];
  const isRequired = form.isRequired(field);
  // A plate or a driver waits for the client whose records it offers (`relation.dependsOn`).
  const waitsFor = entity.fields[field]?.relation?.dependsOn as keyof ProgrammingDraft | undefined;
  const disabledReason = waitsFor && form.draft[waitsFor] === null ? NEEDS_CLIENT : undefined;
  return (
    <Field label={fieldTitle(entity, field)} htmlFor={id} required={isRequired} error={error}>
      <Select
        id={id}
        value={form.draft[field]}
        onChange={(value) => (onChange ?? ((v) => form.set(field, v)))(numberOrNull(value))}
        options={options.options ?? []}
        loading={options.isLoading}
        disabled={locked || disabledReason !== undefined}
        disabledReason={disabledReason}
        invalid={error !== undefined}
        clearable={!isRequired && !locked}
        readOnly={form.readOnly}
        aria-describedby={fieldDescribedBy(id, { error })}
      />
    </Field>
  );
}

function ProgrammingForm({ entity, variant }: { entity: EntitySchema; variant: 'create' | 'edit' }) {
  const { id } = useParams();
  const form = useProgrammingForm(entity, variant, id);
  const { draft, errors, options } = form;
  const title =
    (variant === 'create' ? entity.forms.create?.title : entity.forms.edit?.title) ?? entity.label.singular;
  const back = (label: string) => (
    <Link to={entity.routes.list} className={buttonClasses({ variant: 'basic' })}>
      {label}
    </Link>
  );
  // The form page's standard (Padrões/Estados): the header stays, the card waits or says what failed.
  if (variant === 'edit' && (form.recordLoading || (form.recordFailed && !form.record)))
    return (
      <div className="space-y-4">
        <PageHeader title={title} />
        <Card>
          {form.recordLoading ? (
            <PageLoading />
          ) : (
            <LoadFailed
              message={entity.messages.loadFailed}
              onRetry={form.retry}
              retrying={form.retrying}
              actions={back('Voltar')}
            />
          )}
        </Card>
      </div>
    );
  const select = (field: IdField, from: keyof typeof options, more: Partial<SelectFieldProps> = {}) => (
    <SelectField form={form} entity={entity} field={field} options={options[from]} {...more} />
  );
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSubmit) form.submit();
      }}
    >
      <PageHeader title={variant === 'edit' && id ? `${title} #${id}` : title} />
      {form.editRefusal && <Notice tone="warning">{form.editRefusal}</Notice>}
      <Card>
        <div className="grid gap-4 md:grid-cols-2">
          {select('clientId', 'clients', { locked: form.clientLocked })}
          {select('productId', 'products')}
          {select('mainVehiclePlateId', 'plates')}
          <Field
            label={fieldTitle(entity, 'volume')}
            htmlFor="programming-volume"
            required={form.isRequired('volume')}
            error={errors['volume']}
          >
            <NumberInput
              id="programming-volume"
              readOnly={form.readOnly}
              value={draft.volume}
              onValueChange={(value) => form.set('volume', value)}
              step={0.001}
              min={0}
              invalid={errors['volume'] !== undefined}
              aria-describedby={fieldDescribedBy('programming-volume', { error: errors['volume'] })}
            />
          </Field>
          {select('semiTrailer1Id', 'plates')}
          {select('semiTrailer2Id', 'plates')}
          {select('driverId', 'drivers')}
          <Field label={fieldTitle(entity, 'travelType')} htmlFor="programming-travelType">
            <Select
              id="programming-travelType"
              readOnly={form.readOnly}
              value={draft.travelType}
              onChange={(value) => form.set('travelType', value)}
              options={optionsOf(entity, 'travelType')}
            />
          </Field>
          {select('routeId', 'routes', { onChange: form.chooseRoute })}
          <div className="hidden md:block" />
          {select('originReferenceId', 'references')}
          {select('destinationReferenceId', 'references')}
          {(['expectedDepartureTime', 'expectedArrivalTime'] as const).map((field) => (
            <Field
              key={field}
              label={fieldTitle(entity, field)}
              htmlFor={`programming-${field}`}
              error={errors[field]}
            >
              <DateTimeInput
                id={`programming-${field}`}
                readOnly={form.readOnly}
                value={draft[field]}
                onValueChange={(value) => form.set(field, value)}
                invalid={errors[field] !== undefined}
                aria-describedby={fieldDescribedBy(`programming-${field}`, { error: errors[field] })}
              />
            </Field>
          ))}
          <div className="space-y-4">
            <Checkbox
              checked={draft.isReturn}
              disabled={form.readOnly}
              onChange={(checked) => form.set('isReturn', checked)}
              label={fieldTitle(entity, 'isReturn')}
            />
            {draft.isReturn && select('returnDestinationReferenceId', 'references')}
          </div>
          <Field
            label={fieldTitle(entity, 'distanceKm')}
            htmlFor="programming-distanceKm"
            hint={form.readOnly ? undefined : DISTANCE_HINT}
            error={errors['distanceKm']}
          >
            <NumberInput
              id="programming-distanceKm"
              readOnly={form.readOnly}
              value={draft.distanceKm}
              onValueChange={(value) => form.set('distanceKm', value)}
              step={0.1}
              min={0}
              invalid={errors['distanceKm'] !== undefined}
              aria-describedby={fieldDescribedBy('programming-distanceKm', {
                hint: form.readOnly ? undefined : DISTANCE_HINT,
                error: errors['distanceKm'],
              })}
            />
          </Field>
        </div>
        {/* A page form's buttons (Padrões/Botões de página): inside the card, left, the main action first. */}
        <ButtonRow className="mt-6">
          {form.readOnly ? null : (
            <Button type="submit" disabled={!form.canSubmit} loading={form.saving}>
              {variant === 'create' ? 'Criar' : 'Atualizar'}
            </Button>
          )}
          {back(form.readOnly ? 'Voltar' : 'Cancelar')}
        </ButtonRow>
      </Card>
      {form.leaveGuard}
    </form>
  );
}

/** The programming form (`/backoffice/programming/create`, `/edit/{id}`) that `routes.component` names. */
export function ProgrammingFormPage({ summary, variant }: EntityFormPageProps) {
  const entity = useEntity(summary);
  if (!entity) return <PageLoading />;
  return (
    <PortalEngine>
      <ProgrammingForm entity={entity} variant={variant} />
    </PortalEngine>
  );
}
