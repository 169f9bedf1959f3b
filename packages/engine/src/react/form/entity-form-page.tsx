import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, ButtonRow, Card, Notice, PageHeader, buttonClasses } from '@frota/ui';
import { formVariant, parentValuesFromUrl, variantView } from '../../core/index.ts';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { EntityForm } from './entity-form.tsx';
import { useFormController } from './use-form-controller.ts';
import { useUnsavedChangesGuard } from '../shared/use-unsaved-changes-guard.tsx';

const backLinkClasses = buttonClasses({ variant: 'basic', size: 'md' });

/**
 * The generic create or edit page of an entity: its form variant, validated as the server validates. A create
 * page of one of the entity's variants (`variantKey`) shows that variant's form and creates that kind. A form
 * that holds the list's parent takes it from the URL (`?fleetId=`), sends it unseen, and goes back to the
 * parent's list on the record's tab; without it, the page says where to open it from.
 */
export function EntityFormPage({
  entity,
  variant,
  variantKey,
}: {
  entity: EntitySchema;
  variant: FormVariantName;
  /** The variant whose create form this page shows (`variants.items[].key`). */
  variantKey?: string;
}) {
  const view = useMemo(
    () => (variantKey === undefined ? entity : variantView(entity, variantKey)),
    [entity, variantKey],
  );
  const [search] = useSearchParams();
  const fixed = parentValuesFromUrl(view, formVariant(view, variant), useParams(), search);
  if (!fixed) {
    const back = view.list.parent?.back;
    return (
      <div className="space-y-4">
        <PageHeader title={formVariant(view, variant).title} />
        <Notice tone="warning">Abra este formulário a partir da lista a que ele pertence.</Notice>
        {back ? (
          <Link to={back} className={backLinkClasses}>
            Voltar
          </Link>
        ) : null}
      </div>
    );
  }
  return <FormPageBody entity={view} variant={variant} fixed={fixed} />;
}

function FormPageBody({
  entity,
  variant,
  fixed,
}: {
  entity: EntitySchema;
  variant: FormVariantName;
  fixed: Record<string, unknown>;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const controller = useFormController(entity, variant, {
    id,
    fixedValues: fixed,
    // Back to the list after a save, past the question the page asks before unsaved edits are lost.
    redirect: false,
    onSuccess: () => leave(() => navigate(controller.listPath)),
  });
  const { dialog: leaveQuestion, bypass: leave } = useUnsavedChangesGuard(controller.dirty);
  const back = (
    <Link to={controller.listPath} className={backLinkClasses}>
      Voltar
    </Link>
  );
  return (
    <div className="space-y-4">
      <PageHeader title={controller.title} />
      <Card>
        <EntityForm
          controller={controller}
          exit={back}
          buttons={
            <ButtonRow>
              <Button type="submit" variant="primary" loading={controller.submitting}>
                Salvar
              </Button>
              {back}
            </ButtonRow>
          }
        />
      </Card>
      {leaveQuestion}
    </div>
  );
}
