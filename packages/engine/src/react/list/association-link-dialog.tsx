import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, ButtonRow, ErrorBox, Field, GuardedDialog, MultiSelect, TextInput, notify } from '@frota/ui';
import type { EntitySchema } from '../../core/index.ts';
import { isAbortError } from '../shared/abort-error.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { entitySummary } from '../shared/entity-summary.ts';
import { errorMessages } from '../shared/error-messages.ts';
import { useOptions } from '../shared/use-options.ts';

export interface AssociationLinkDialogProps {
  /** The association entity (`association` and `list.parent` declared). */
  entity: EntitySchema;
  /** The parent record's id, from the URL. */
  parentId: string;
  onClose: () => void;
  /** After the links were added (the list revalidates). */
  onLinked: () => Promise<void> | void;
}

/**
 * The add dialog of an association: the parent fixed (shown by name), a searchable multi-select of the child
 * entity's short list (narrowed by `association.candidates`: only those not linked yet; by `sameClient`: only
 * the parent's client's), and the link call.
 * A refusal shows in the dialog and keeps the selection.
 */
export function AssociationLinkDialog({ entity, parentId, onClose, onLinked }: AssociationLinkDialogProps) {
  const { dataProvider } = useEngine();
  const { mutate } = useSWRConfig();
  const association = entity.association!;
  const parent = entity.list.parent!;
  const child = entitySummary(association.child.entity);
  const parentSummary = entitySummary(parent.entity);
  // The server narrows the child's short list by the parent: not linked yet, of the parent's client.
  const candidates =
    association.candidates || association.sameClient
      ? { ...association.candidates, [parent.field]: parentId }
      : undefined;
  const childOptions = useOptions(child, candidates);
  const parentOptions = useOptions(parentSummary, undefined);
  const parentName =
    parentOptions.options?.find((option) => String(option.value) === parentId)?.label ?? `#${parentId}`;
  const [chosen, setChosen] = useState<Array<number | string>>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const parentInput = useId();
  const childInput = useId();
  const childTitle = entity.fields[association.child.field]?.title ?? child.label.plural;

  async function save() {
    setSaving(true);
    setProblems([]);
    try {
      await dataProvider.call({
        entity,
        action: 'link',
        body: { [parent.field]: Number(parentId), [association.payloadField]: chosen },
      });
      notify.success(entity.messages.linked);
      await mutate((key) => Array.isArray(key) && key[0] === 'options' && key[1] === child.id);
      await onLinked();
      onClose();
    } catch (error) {
      if (isAbortError(error)) return;
      const reasons = errorMessages(error);
      setProblems(reasons.length > 0 ? reasons : [entity.messages.linkFailed]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <GuardedDialog
      open
      onClose={onClose}
      title={association.title ?? `Vincular ${child.label.plural.toLocaleLowerCase('pt-BR')}`}
      dirty={chosen.length > 0}
      size="md"
      footer={(requestClose) => (
        <ButtonRow align="end">
          <Button type="button" variant="basic" onClick={requestClose}>
            Cancelar
          </Button>
          <Button
            type="button"
            variant="primary"
            loading={saving}
            disabled={chosen.length === 0}
            onClick={() => void save()}
          >
            Salvar
          </Button>
        </ButtonRow>
      )}
    >
      <div className="space-y-4">
        <Field label={parentSummary.label.singular} htmlFor={parentInput}>
          <TextInput id={parentInput} value={parentName} readOnly disabled />
        </Field>
        <Field
          label={childTitle === child.label.singular ? child.label.plural : childTitle}
          htmlFor={childInput}
          required
        >
          <MultiSelect
            id={childInput}
            searchable
            value={chosen}
            onChange={setChosen}
            options={childOptions.options ?? []}
            loading={childOptions.isLoading}
            placeholder="Selecione"
            emptyMessage={`Nenhum ${child.label.singular.toLocaleLowerCase('pt-BR')} disponível.`}
          />
        </Field>
        <ErrorBox messages={problems} />
      </div>
    </GuardedDialog>
  );
}
