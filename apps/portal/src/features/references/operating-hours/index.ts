// The operating-hours pieces of the reference form: the weekday table and its 'Configurar todos' dialog.
// The rules, drafts and payload are in @frota/domain (operating-hours.ts).
export { OperatingHoursTable, type OperatingHoursTableProps } from './operating-hours-table.tsx';
export { ConfigureAllDialog, type ConfigureAllDialogProps } from './configure-all-dialog.tsx';
export { GateToGateInput, type GateToGateInputProps } from './gate-to-gate-input.tsx';
