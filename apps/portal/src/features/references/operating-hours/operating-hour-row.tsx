import { timeForInput, weekdayName, type OperatingHourDraft, type OperatingSchedule } from '@frota/domain';
import { EmptyValue, TableCell, TableRow, TimeInput } from '@frota/ui';
import { GateToGateInput } from './gate-to-gate-input.tsx';

/** The table's column headers, in order. */
export const OPERATING_HOURS_COLUMNS = [
  'Dia',
  'Início',
  'Fim',
  'Gate-to-gate contratado (min)',
  'Gate-to-gate previsto (min)',
] as const;

export interface OperatingHourInputRowProps {
  draft: OperatingHourDraft;
  /** Called with the row as edited. */
  onChange: (draft: OperatingHourDraft) => void;
}

/** One weekday's row with its inputs, each named with the day ('Início de Segunda-feira'). */
export function OperatingHourInputRow({ draft, onChange }: OperatingHourInputRowProps) {
  const day = weekdayName(draft.day);
  const set = (patch: Partial<OperatingSchedule>) => onChange({ ...draft, ...patch });
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap">{day}</TableCell>
      <TableCell>
        <TimeInput
          aria-label={`Início de ${day}`}
          value={draft.startTime}
          onValueChange={(startTime) => set({ startTime })}
          className="w-32"
        />
      </TableCell>
      <TableCell>
        <TimeInput
          aria-label={`Fim de ${day}`}
          value={draft.endTime}
          onValueChange={(endTime) => set({ endTime })}
          className="w-32"
        />
      </TableCell>
      <TableCell>
        <GateToGateInput
          aria-label={`Gate-to-gate contratado de ${day}`}
          value={draft.contractedGateToGate}
          onValueChange={(contractedGateToGate) => set({ contractedGateToGate })}
          className="w-24"
        />
      </TableCell>
      <TableCell>
        <GateToGateInput
          aria-label={`Gate-to-gate previsto de ${day}`}
          value={draft.totalGateToGate}
          onValueChange={(totalGateToGate) => set({ totalGateToGate })}
          className="w-24"
        />
      </TableCell>
    </TableRow>
  );
}

/** A value of the read-only row; an empty one is the missing value's dash, read as 'Não informado'. */
function TextValue({ text }: { text: string }) {
  return text.trim() !== '' ? <>{text.trim()}</> : <EmptyValue />;
}

/** One weekday's row as text, for the read-only view. */
export function OperatingHourTextRow({ draft }: { draft: OperatingHourDraft }) {
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap">{weekdayName(draft.day)}</TableCell>
      <TableCell className="tabular-nums">
        <TextValue text={timeForInput(draft.startTime)} />
      </TableCell>
      <TableCell className="tabular-nums">
        <TextValue text={timeForInput(draft.endTime)} />
      </TableCell>
      <TableCell className="tabular-nums">
        <TextValue text={draft.contractedGateToGate} />
      </TableCell>
      <TableCell className="tabular-nums">
        <TextValue text={draft.totalGateToGate} />
      </TableCell>
    </TableRow>
  );
}
