import { useId } from 'react';
import { Button, ButtonRow, GuardedDialog, Text } from '@frota/ui';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';
import { EntityForm } from './entity-form.tsx';
import { useFormController } from './use-form-controller.ts';

export interface EntityFormDialogProps {
  entity: EntitySchema;
  variant: FormVariantName;
  /** The record to edit (edit variant). */
  id?: number | string;
  onClose: () => void;
}

/**
 * A create or edit form in a dialog over the list (forms.mode "modal"): closing it with changes asks first,
 * Salvar stays disabled until every required field has a value, and a save closes it (the list revalidates).
 */
export function EntityFormDialog({ entity, variant, id, onClose }: EntityFormDialogProps) {
  const controller = useFormController(entity, variant, { id, redirect: false, onSuccess: onClose });
  const formId = useId();
  return (
    <GuardedDialog
      open
      onClose={onClose}
      title={controller.title}
      dirty={controller.dirty}
      size="lg"
      footer={(requestClose) => (
        <ButtonRow align="end">
          {controller.dirty && !controller.complete && entity.forms.requiredMessage ? (
            <Text tone="muted" size="sm" className="mr-auto" role="status">
              {entity.forms.requiredMessage}
            </Text>
          ) : null}
          <Button type="button" variant="basic" onClick={requestClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            loading={controller.submitting}
            disabled={!controller.complete || controller.loading}
          >
            Salvar
          </Button>
        </ButtonRow>
      )}
    >
      <EntityForm controller={controller} id={formId} />
    </GuardedDialog>
  );
}
