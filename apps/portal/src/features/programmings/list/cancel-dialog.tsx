import { useEffect, useId, useState } from 'react';
import { useOptions } from '@frota/engine/react';
import { Button, Dialog, Field, notify, Select } from '@frota/ui';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';
import { RELATED } from '../shared/related-entities.ts';

const NONE_ACTIVE = 'Nenhuma justificativa de cancelamento ativa.';

interface CancelDialogProps {
  /** The programming to cancel; the dialog is closed while undefined. */
  programmingId: number | undefined;
  busy: boolean;
  onConfirm: (justificationId: number) => void;
  onClose: () => void;
}

/**
 * Asks why a programming is cancelled: a justification of the Cancellation type, without which the confirm
 * button stays disabled (spec 02 §5).
 */
export function CancelDialog({ programmingId, busy, onConfirm, onClose }: CancelDialogProps) {
  const open = programmingId !== undefined;
  const id = useId();
  // The choice belongs to one programming: another one opens with none.
  const [choice, setChoice] = useState<{ programmingId: number | undefined; justificationId: number | null }>(
    {
      programmingId: undefined,
      justificationId: null,
    },
  );
  const chosen = choice.programmingId === programmingId ? choice.justificationId : null;
  const setChosen = (justificationId: number | null) => setChoice({ programmingId, justificationId });
  // Quiet: the toast below says the list failed, and the HTTP client's own would say it again.
  const { options, isLoading, error } = useOptions(
    RELATED.justifications,
    open ? { type: 'Cancellation' } : null,
    { quiet: true },
  );
  useEffect(() => {
    if (error) notify.error(PROGRAMMING_MESSAGES.justificationsFailed);
  }, [error]);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={`Cancelar programação #${programmingId ?? ''}`}
      description="Escolha a justificativa do cancelamento."
      footer={
        <>
          <Button variant="basic" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button
            variant="danger"
            disabled={chosen === null}
            loading={busy}
            onClick={() => chosen !== null && onConfirm(chosen)}
          >
            Cancelar programação
          </Button>
        </>
      }
    >
      <Field label="Justificativa" htmlFor={id} required>
        <Select
          id={id}
          value={chosen}
          onChange={(value) =>
            setChosen(typeof value === 'number' ? value : value === null ? null : Number(value))
          }
          options={options ?? []}
          loading={isLoading}
          disabled={!isLoading && options?.length === 0}
          disabledReason={!isLoading && options?.length === 0 ? NONE_ACTIVE : undefined}
          placeholder="Selecione a justificativa"
          emptyMessage={NONE_ACTIVE}
        />
      </Field>
    </Dialog>
  );
}
