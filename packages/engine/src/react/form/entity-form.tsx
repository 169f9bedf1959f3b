import { useEffect, useRef, type ReactNode } from 'react';
import Form from '@rjsf/core';
import { ErrorBox, LoadFailed, PageLoading, focusWithoutOpening } from '@frota/ui';
import { preloadWidgets } from './lazy-widget.tsx';
import { useFormTheme } from './use-form-theme.ts';
import type { FormController } from './use-form-controller.ts';

/**
 * The RJSF form of a controller, with the server's refusals (under their fields, or in the red box) and the
 * caller's buttons; a page and a dialog both render it.
 */
export function EntityForm({
  controller,
  id,
  buttons,
  exit,
}: {
  controller: FormController;
  /** The form element's id, for submit buttons outside it (a dialog's footer). */
  id?: string;
  buttons?: ReactNode;
  /** The way out kept beside "Tentar novamente" when the record cannot be read (a page's Voltar). */
  exit?: ReactNode;
}) {
  const theme = useFormTheme();
  const form = useRef<Form>(null);
  // The widgets in chunks of their own load beside the validator and the record, not after them.
  useEffect(() => preloadWidgets(controller.uiSchema, theme.widgets), [controller.uiSchema, theme.widgets]);
  if (controller.loadError)
    return (
      <LoadFailed
        message={controller.loadError}
        onRetry={controller.retryLoad}
        retrying={controller.retrying}
        actions={exit}
      />
    );
  if (controller.loading || !controller.validator) return <PageLoading />;
  return (
    <Form
      ref={form}
      id={id}
      schema={controller.schema}
      uiSchema={controller.uiSchema}
      validator={controller.validator}
      formData={controller.formData}
      formContext={controller.formContext}
      extraErrors={controller.extraErrors}
      onChange={(event) => controller.setFormData(event.formData as Record<string, unknown>)}
      onSubmit={(event) => void controller.submit(event.formData as Record<string, unknown>)}
      onError={() => undefined}
      transformErrors={controller.transformErrors}
      customValidate={controller.customValidate}
      widgets={theme.widgets}
      templates={theme.templates}
      showErrorList={false}
      noHtml5Validate
      // A list of values starts empty: RJSF would otherwise fill minItems with blank items.
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
      // The first invalid field takes the focus, a select without opening: its options would hide the messages.
      focusOnFirstError={(error) => focusWithoutOpening(() => form.current?.focusOnError(error))}
      disabled={controller.submitting}
    >
      <div className="mt-6 space-y-4">
        <ErrorBox messages={controller.serverErrors} />
        {buttons ?? null}
      </div>
    </Form>
  );
}
