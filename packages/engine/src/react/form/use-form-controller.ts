import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { ErrorTransformer, FormValidation, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { notify } from '@frota/ui';
import {
  afterErrors,
  atMostErrors,
  requiredWhenErrors,
  differentFromErrors,
  blankRequiredErrors,
  checkDigitErrors,
  decimalErrors,
  errorField,
  formJsonSchema,
  formVariant,
  listPathOf,
  sameAsErrors,
  validationMessage,
  validatorKey,
  variantFor,
  variantValues,
} from '../../core/index.ts';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { validatorLoaders } from '../../generated/validators.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { isAbortError } from '../shared/abort-error.ts';
import { useRevalidateEntity } from '../shared/use-revalidate-entity.ts';
import { errorFieldMessages, errorMessages } from '../shared/error-messages.ts';
import type { FormContext } from './form-context.ts';
import { formUiSchema } from './ui-schema.ts';

type FormData = Record<string, unknown>;

/** How a generic form behaves around its submit (ra-core's useEditController props). */
export interface FormControllerOptions {
  /** The record to edit (edit variant). */
  id?: string | number;
  /**
   * Where to go after a successful save: a path, or false to stay (a form in a dialog). Default: the list the
   * record belongs to (`listPathOf`: its parent's list, on its variant's tab).
   */
  redirect?: string | false;
  /**
   * Values of the form's fields that the page sets and nobody types (a list's parent from the URL): the form
   * starts with them and always sends them.
   */
  fixedValues?: FormData;
  /** Called after a successful save, with the server's answer (a dialog closes itself here). */
  onSuccess?: (result: unknown) => void;
}

/**
 * The fields whose value a dependent relation or option list reads (`dependsOn`): when one changes, its dependents
 * are emptied, since their choice belonged to the old parent.
 */
function clearDependents(
  entity: EntitySchema,
  fields: string[],
  previous: FormData,
  next: FormData,
): FormData {
  let cleared = next;
  for (const name of fields) {
    const field = entity.fields[name];
    const parent = field?.relation?.dependsOn ?? field?.options?.dependsOn;
    if (parent && previous[parent] !== next[parent] && cleared[name] !== undefined) {
      cleared = { ...cleared, [name]: undefined };
    }
  }
  return cleared;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Two forms' values are the same when every field holds the same non-empty value. */
const sameValues = (a: FormData, b: FormData) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (field) => (isEmpty(a[field]) && isEmpty(b[field])) || a[field] === b[field],
  );

const pick = (record: FormData, fields: string[]) =>
  Object.fromEntries(
    fields.filter((f) => record[f] !== null && record[f] !== undefined).map((f) => [f, record[f]]),
  );

/**
 * Everything a generic form shows and does: schema, validator, the record to edit, submit, and the server's
 * refusals (under their fields when the server names them, else in the red box). Configured by props: where
 * it goes after saving and what else happens then, so a page and a dialog share it.
 */
export function useFormController(
  entity: EntitySchema,
  variant: FormVariantName,
  { id, redirect, onSuccess, fixedValues = {} }: FormControllerOptions = {},
) {
  const { dataProvider, profile, formExtensions } = useEngine();
  const navigate = useNavigate();
  const revalidate = useRevalidateEntity(entity);
  // The variant as this profile sees it: fields that fieldProfiles keeps from it are neither shown nor required.
  const form = profile ? variantFor(entity, variant, profile) : formVariant(entity, variant);
  const schema = useMemo(
    () => formJsonSchema(entity, variant, profile ?? undefined),
    [entity, variant, profile],
  );
  const uiSchema = useMemo(() => formUiSchema(entity, variant, profile), [entity, variant, profile]);
  const validatorName = validatorKey(entity, variant, profile);
  const messages = useMemo(() => entity.messages, [entity]);
  // What the user typed; until they type, an edit form shows the loaded record (from swr's cache too, so a
  // record fetched a moment ago, whose request swr dedupes, still fills the form).
  const [edited, setEdited] = useState<FormData | undefined>(
    variant === 'create' ? { ...fixedValues } : undefined,
  );
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const validator = useSWR<ValidatorType>(['validator', validatorName], async () => {
    const load = validatorLoaders[validatorName];
    if (!load) throw new Error(`No precompiled validator for ${validatorName}; run npm run generate.`);
    return createPrecompiledValidator(await load(), schema) as ValidatorType;
  });

  const record = useSWR(
    variant === 'edit' && id ? ['record', entity.id, id] : null,
    // A failure shows in the form's box.
    () => dataProvider.get({ entity, id: id!, quiet: true }),
    { revalidateOnFocus: false },
  );
  const formData = edited ?? (record.data ? pick(record.data, form.fields) : undefined);
  const setFormData = (next: FormData) => {
    const cleared = clearDependents(entity, form.fields, formData ?? {}, next);
    // A value the user changed is no longer the one the server refused.
    setServerFieldErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => cleared[field] === formData?.[field])),
    );
    setEdited(cleared);
  };
  const formContext: FormContext = { formData, record: record.data };
  const initial =
    variant === 'create' ? fixedValues : record.data ? pick(record.data, form.fields) : undefined;
  /** The list this record belongs to: where Voltar and a save go. */
  const listPath = listPathOf(entity, { ...record.data, ...fixedValues, ...variantValues(entity) });
  /** Fields the form shows: a server message about another (a parent from the URL) goes to the red box. */
  const shown = form.fields.filter((field) => form.ui[field]?.widget !== 'hidden');
  /** The user changed something: closing a dialog asks before throwing it away. */
  const dirty = edited !== undefined && initial !== undefined && !sameValues(edited, initial);
  /** Every required field has a value (a dialog's Salvar waits for it). */
  const complete = form.required.every((field) => !isEmpty(formData?.[field]));
  // A cancelled load (the page is leaving) is no failure to show.
  const recordError: unknown = isAbortError(record.error) ? undefined : record.error;

  const transformErrors: ErrorTransformer = (errors) =>
    errors.map((error) => {
      const field = errorField(error.name ?? '', error.property ?? '', error.params);
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
      ...decimalErrors(entity, variant, data ?? {}),
      ...atMostErrors(entity, variant, data ?? {}),
      ...differentFromErrors(entity, variant, data ?? {}),
      ...afterErrors(entity, variant, data ?? {}),
      ...requiredWhenErrors(entity, variant, data ?? {}),
    };
    for (const [field, message] of Object.entries(problems)) {
      (errors as unknown as Record<string, { addError: (m: string) => void }>)[field]?.addError(message);
    }
    return errors;
  };

  const extensionName = variant === 'create' ? form.extension : undefined;
  const extension = extensionName ? formExtensions?.[extensionName] : undefined;
  if (extensionName && !extension)
    throw new Error(`${entity.id}.json: the portal registers no form extension "${extensionName}".`);
  useEffect(() => extension?.preload?.(), [extension]);

  async function submit(typed: FormData) {
    const data = { ...typed, ...fixedValues };
    setServerErrors([]);
    setServerFieldErrors({});
    setSubmitting(true);
    try {
      const result =
        variant === 'create'
          ? await dataProvider.create({ entity, data })
          : await dataProvider.update({ entity, id: id!, data });
      const outcome = await extension?.afterCreate(result, data);
      if (!extension) notify.success(variant === 'create' ? messages.created : messages.updated);
      await revalidate();
      if (outcome && !outcome.done) {
        if (outcome.keep) setEdited(outcome.keep);
        return;
      }
      onSuccess?.(result);
      if (redirect !== false) navigate(redirect ?? listPath);
    } catch (error) {
      if (isAbortError(error)) return;
      const onFields = Object.fromEntries(
        Object.entries(errorFieldMessages(error)).filter(([field]) => shown.includes(field)),
      );
      const shownOnFields = new Set(Object.values(onFields));
      const elsewhere = errorMessages(error).filter((message) => !shownOnFields.has(message));
      setServerFieldErrors(onFields);
      setServerErrors(
        elsewhere.length > 0 || Object.keys(onFields).length > 0
          ? elsewhere
          : [variant === 'create' ? messages.createFailed : messages.updateFailed],
      );
    } finally {
      setSubmitting(false);
    }
  }

  return {
    entity,
    title: form.title,
    listPath,
    schema,
    uiSchema,
    validator: validator.data,
    formData,
    setFormData,
    loading: !validator.data || (variant === 'edit' && formData === undefined && !recordError),
    loadError: recordError ? messages.loadFailed : validator.error ? String(validator.error) : null,
    /** Reads what failed again: the "Tentar novamente" of a load failure. */
    retryLoad: () => {
      if (recordError) void record.mutate();
      if (validator.error) void validator.mutate();
    },
    retrying: record.isValidating || validator.isValidating,
    serverErrors,
    /** Server refusals under their fields, in RJSF's extraErrors shape. */
    extraErrors: Object.fromEntries(
      Object.entries(serverFieldErrors).map(([field, message]) => [field, { __errors: [message] }]),
    ),
    formContext,
    dirty,
    complete,
    submitting,
    submit,
    transformErrors,
    customValidate,
  };
}

export type FormController = ReturnType<typeof useFormController>;
