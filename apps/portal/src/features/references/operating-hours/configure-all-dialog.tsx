import { DEFAULT_SCHEDULE, type OperatingSchedule } from '@frota/domain';
import { Button, ButtonRow, Dialog, Field, TimeInput } from '@frota/ui';
import { useId, useState, type FormEvent } from 'react';
import { GateToGateInput } from './gate-to-gate-input.tsx';

export interface ConfigureAllDialogProps {
  /** Shows the dialog; each opening starts from DEFAULT_SCHEDULE. */
  open: boolean;
  /** Called with the schedule when 'Aplicar' is pressed; the caller fills the days and closes the dialog. */
  onApply: (schedule: OperatingSchedule) => void;
  /** Called on 'Cancelar', Esc, a click outside and the × button. */
  onClose: () => void;
}

/**
 * The 'Configurar todos' dialog: one start, end and pair of gate-to-gate minutes for every weekday, pre-filled with
 * 08:00 to 18:00, contracted 30 and expected 20 (spec 02 §5). 'Aplicar' waits for both times.
 */
export function ConfigureAllDialog({ open, onApply, onClose }: ConfigureAllDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Configurar todos os dias">
      {/* The form unmounts with the closed dialog, so each opening starts from the defaults. */}
      <ScheduleForm onApply={onApply} onCancel={onClose} />
    </Dialog>
  );
}

function ScheduleForm({
  onApply,
  onCancel,
}: {
  onApply: (schedule: OperatingSchedule) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [schedule, setSchedule] = useState<OperatingSchedule>({ ...DEFAULT_SCHEDULE });
  const set = (patch: Partial<OperatingSchedule>) => setSchedule((current) => ({ ...current, ...patch }));
  const hasTimes = schedule.startTime !== '' && schedule.endTime !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles the submit to the reference form that holds the table.
    event.stopPropagation();
    if (hasTimes) onApply(schedule);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Início" htmlFor={`${id}-start`} required>
          <TimeInput
            id={`${id}-start`}
            required
            data-autofocus
            value={schedule.startTime}
            onValueChange={(startTime) => set({ startTime })}
          />
        </Field>
        <Field label="Fim" htmlFor={`${id}-end`} required>
          <TimeInput
            id={`${id}-end`}
            required
            value={schedule.endTime}
            onValueChange={(endTime) => set({ endTime })}
          />
        </Field>
        <Field label="Gate-to-gate contratado (min)" htmlFor={`${id}-contracted`}>
          <GateToGateInput
            id={`${id}-contracted`}
            value={schedule.contractedGateToGate}
            onValueChange={(contractedGateToGate) => set({ contractedGateToGate })}
          />
        </Field>
        <Field label="Gate-to-gate previsto (min)" htmlFor={`${id}-expected`}>
          <GateToGateInput
            id={`${id}-expected`}
            value={schedule.totalGateToGate}
            onValueChange={(totalGateToGate) => set({ totalGateToGate })}
          />
        </Field>
      </div>
      <ButtonRow align="end">
        <Button variant="basic" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" disabled={!hasTimes}>
          Aplicar
        </Button>
      </ButtonRow>
    </form>
  );
}
