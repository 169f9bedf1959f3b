import {
  SCHEDULE_APPLIED_MESSAGE,
  applyToAllDays,
  type OperatingHourDraft,
  type OperatingSchedule,
} from '@frota/domain';
import { Button, Table, TableBody, TableHead, TableHeaderCell, TableRow, notify } from '@frota/ui';
import { useState } from 'react';
import { ConfigureAllDialog } from './configure-all-dialog.tsx';
import {
  OPERATING_HOURS_COLUMNS,
  OperatingHourInputRow,
  OperatingHourTextRow,
} from './operating-hour-row.tsx';

export interface OperatingHoursTableProps {
  /** The seven rows (see `emptyWeek` and `draftsFromRecord`); shown Domingo first whatever their order. */
  value: readonly OperatingHourDraft[];
  /** Called with all the rows after each edit, and after 'Configurar todos' with the seven new rows. */
  onChange: (value: OperatingHourDraft[]) => void;
  /** Shows the values as text, without inputs or 'Configurar todos' (the view modal, the Manager). */
  readOnly?: boolean;
}

/**
 * A reference's operating hours: one row per weekday with its start, end and gate-to-gate minutes, and the
 * 'Configurar todos' button that applies one schedule to every day (toast 'Configuração aplicada a todos os dias
 * da semana'). Controlled: it holds no rows of its own; check them with `operatingHoursProblems` before saving.
 *
 * @example <OperatingHoursTable value={hours} onChange={setHours} />
 */
export function OperatingHoursTable({ value, onChange, readOnly = false }: OperatingHoursTableProps) {
  const [configuring, setConfiguring] = useState(false);
  const rows = [...value].sort((a, b) => a.day - b.day);

  function changeRow(row: OperatingHourDraft) {
    onChange(value.map((draft) => (draft.day === row.day ? row : draft)));
  }

  function applySchedule(schedule: OperatingSchedule) {
    onChange(applyToAllDays(schedule));
    setConfiguring(false);
    notify.success(SCHEDULE_APPLIED_MESSAGE);
  }

  return (
    <div className="flex flex-col gap-3">
      {!readOnly && (
        <div className="flex justify-end">
          <Button variant="basic" size="sm" onClick={() => setConfiguring(true)}>
            Configurar todos
          </Button>
        </div>
      )}
      <Table aria-label="Horários de operação">
        <TableHead>
          <TableRow>
            {OPERATING_HOURS_COLUMNS.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((draft) =>
            readOnly ? (
              <OperatingHourTextRow key={draft.day} draft={draft} />
            ) : (
              <OperatingHourInputRow key={draft.day} draft={draft} onChange={changeRow} />
            ),
          )}
        </TableBody>
      </Table>
      {!readOnly && (
        <ConfigureAllDialog
          open={configuring}
          onApply={applySchedule}
          onClose={() => setConfiguring(false)}
        />
      )}
    </div>
  );
}
