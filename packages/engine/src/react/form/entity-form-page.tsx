import { Link, useParams } from 'react-router-dom';
import { Button, ButtonRow, Card, PageHeader, buttonClasses } from '@frota/ui';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { EntityForm } from './entity-form.tsx';
import { useFormController } from './use-form-controller.ts';

/** The generic create or edit page of an entity: its form variant, validated as the server validates. */
export function EntityFormPage({ entity, variant }: { entity: EntitySchema; variant: FormVariantName }) {
  const { id } = useParams();
  const controller = useFormController(entity, variant, { id });
  return (
    <div className="space-y-4">
      <PageHeader title={controller.title} />
      <Card>
        <EntityForm
          controller={controller}
          buttons={
            <ButtonRow>
              <Button type="submit" variant="primary" loading={controller.submitting}>
                Salvar
              </Button>
              <Link to={entity.routes.list} className={buttonClasses({ variant: 'basic', size: 'md' })}>
                Voltar
              </Link>
            </ButtonRow>
          }
        />
      </Card>
    </div>
  );
}
