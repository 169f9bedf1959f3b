import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { ErrorTransformer, FormValidation, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { notify } from '@frota/ui';
import {
  blankRequiredErrors,
  checkDigitErrors,
  formJsonSchema,
  formVariant,
  sameAsErrors,
  validationMessage,
} from '../../core/index.ts';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { validatorLoaders } from '../../generated/validators.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { isAbortError } from '../shared/abort-error.ts';
import { errorMessages } from '../shared/error-messages.ts';
import { formUiSchema } from './ui-schema.ts';

type FormData = Record<string, unknown>;

const pick = (record: FormData, fields: string[]) =>
  Object.fromEntries(
    fields.filter((f) => record[f] !== null && record[f] !== undefined).map((f) => [f, record[f]]),
  );

/** Everything a generic form page shows and does: schema, validator, the record to edit, submit. */
export function useFormController(entity: EntitySchema, variant: FormVariantName, id?: string) {
  const { dataProvider } = useEngine();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const form = formVariant(entity, variant);
  const schema = useMemo(() => formJsonSchema(entity, variant), [entity, variant]);
  const uiSchema = useMemo(() => formUiSchema(entity, variant), [entity, variant]);
  const messages = useMemo(() => entity.messages, [entity]);
  // What the user typed; until they type, an edit form shows the loaded record (from swr's cache too, so a
  // record fetched a moment ago, whose request swr dedupes, still fills the form).
  const [edited, setFormData] = useState<FormData | undefined>(variant === 'create' ? {} : undefined);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const validator = useSWR<ValidatorType>(['validator', entity.id, variant], async () => {
    const load = validatorLoaders[`${entity.id}.${variant}`];
    if (!load) throw new Error(`No precompiled validator for ${entity.id}.${variant}; run npm run generate.`);
    return createPrecompiledValidator(await load(), schema) as ValidatorType;
  });

  const record = useSWR(
    variant === 'edit' && id ? ['record', entity.id, id] : null,
    () => dataProvider.get({ entity, id: id! }),
    { revalidateOnFocus: false },
  );
  const formData = edited ?? (record.data ? pick(record.data, form.fields) : undefined);
  // A cancelled load (the page is leaving) is no failure to show.
  const recordError: unknown = isAbortError(record.error) ? undefined : record.error;

  const transformErrors: ErrorTransformer = (errors) =>
    errors.map((error) => {
      const field =
        error.name === 'required'
          ? String(error.params?.missingProperty ?? '')
          : (error.property ?? '').replace(/^\./, '');
      return {
        ...error,
        message: validationMessage(entity, variant, {
          keyword: error.name ?? '',
          field,
          params: error.params ?? {},
        }),
      };
    });

  const customValidate = (data: FormData | undefined, errors: FormValidation<FormData>) => {
    const problems = {
      ...blankRequiredErrors(entity, variant, data ?? {}),
      ...checkDigitErrors(entity, variant, data ?? {}),
      ...sameAsErrors(entity, variant, data ?? {}),
    };
    for (const [field, message] of Object.entries(problems)) {
      (errors as unknown as Record<string, { addError: (m: string) => void }>)[field]?.addError(message);
    }
    return errors;
  };

  async function submit(data: FormData) {
    setServerErrors([]);
    setSubmitting(true);
    try {
      if (variant === 'create') await dataProvider.create({ entity, data });
      else await dataProvider.update({ entity, id: id!, data });
      notify.success(variant === 'create' ? messages.created : messages.updated);
      await mutate(
        (key) => Array.isArray(key) && (key[0] === 'list' || key[0] === 'record') && key[1] === entity.id,
      );
      navigate(entity.routes.list);
    } catch (error) {
      if (isAbortError(error)) return;
      const fromServer = errorMessages(error);
      setServerErrors(
        fromServer.length > 0
          ? fromServer
          : [variant === 'create' ? messages.createFailed : messages.updateFailed],
      );
    } finally {
      setSubmitting(false);
    }
  }

  return {
    entity,
    title: form.title,
    schema,
    uiSchema,
    validator: validator.data,
    formData,
    setFormData,
    loading: !validator.data || (variant === 'edit' && formData === undefined && !recordError),
    loadError: recordError ? messages.loadFailed : validator.error ? String(validator.error) : null,
    serverErrors,
    submitting,
    submit,
    transformErrors,
    customValidate,
  };
}

export type FormController = ReturnType<typeof useFormController>;
