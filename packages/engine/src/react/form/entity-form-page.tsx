import { Link, useParams } from 'react-router-dom';
import Form from '@rjsf/core';
import { Button, Card, ErrorBox, PageHeader, PageLoading, buttonClasses, ButtonRow } from '@frota/ui';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { useFormTheme } from './use-form-theme.ts';
import { useFormController } from './use-form-controller.ts';

/** The generic create or edit page of an entity: its form variant, validated as the server validates. */
export function EntityFormPage({ entity, variant }: { entity: EntitySchema; variant: FormVariantName }) {
  const { id } = useParams();
  const controller = useFormController(entity, variant, id);
  const theme = useFormTheme();
  const back = (
    <Link to={entity.routes.list} className={buttonClasses({ variant: 'basic', size: 'md' })}>
      Voltar
    </Link>
  );

  return (
    <div className="space-y-4">
      <PageHeader title={controller.title} />
      <Card>
        {controller.loadError ? (
          <ErrorBox messages={[controller.loadError]} />
        ) : controller.loading || !controller.validator ? (
          <PageLoading />
        ) : (
          <Form
            schema={controller.schema}
            uiSchema={controller.uiSchema}
            validator={controller.validator}
            formData={controller.formData}
            onChange={(event) => controller.setFormData(event.formData as Record<string, unknown>)}
            onSubmit={(event) => void controller.submit(event.formData as Record<string, unknown>)}
            onError={() => undefined}
            transformErrors={controller.transformErrors}
            customValidate={controller.customValidate}
            widgets={theme.widgets}
            templates={theme.templates}
            showErrorList={false}
            noHtml5Validate
            focusOnFirstError
            disabled={controller.submitting}
          >
            <div className="mt-6 space-y-4">
              <ErrorBox messages={controller.serverErrors} />
              <ButtonRow>
                <Button type="submit" variant="primary" loading={controller.submitting}>
                  Salvar
                </Button>
                {back}
              </ButtonRow>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
