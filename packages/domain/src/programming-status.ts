/**
 * A programming's statuses and what each allows (spec 02 §3, §4, §9): the names the API sends (numbers or
 * names), their pt-BR labels, the badge and map colours, the actions the list offers and the server accepts,
 * and the monitor's counter cards. The portal and the API read the same table, so a button the list disables is
 * a call the server refuses.
 */

/** The statuses in the order of their numeric values (0 Waiting ... 15 DelayedArrival). */
export const PROGRAMMING_STATUSES = [
  'Waiting',
  'Created',
  'Loading',
  'LoadedTransit',
  'Unloading',
  'Completed',
  'Finished',
  'Cancelled',
  'InProgress',
  'Available',
  'EmptyTransit',
  'DelayedDeparture',
  'DelayedLoading',
  'DelayedTransit',
  'DelayedUnloading',
  'DelayedArrival',
] as const;

export type ProgrammingStatus = (typeof PROGRAMMING_STATUSES)[number];

/** The five delay statuses, shown as 'Atraso ...'. */
export const DELAY_STATUSES = [
  'DelayedDeparture',
  'DelayedLoading',
  'DelayedTransit',
  'DelayedUnloading',
  'DelayedArrival',
] as const satisfies readonly ProgrammingStatus[];

/** The pt-BR label of every status (spec 02 §4; the delays' wording after 'Atraso' is ours: the spec elides it). */
export const PROGRAMMING_STATUS_LABELS = {
  Waiting: 'Aguardando Início',
  Created: 'Criada',
  Loading: 'Em Carregamento',
  LoadedTransit: 'Em Trânsito Carregado',
  Unloading: 'Em Descarga',
  Completed: 'Concluída',
  Finished: 'Finalizada',
  Cancelled: 'Cancelada',
  InProgress: 'Em Progresso',
  Available: 'Disponível',
  EmptyTransit: 'Em Trânsito Vazio',
  DelayedDeparture: 'Atraso na Saída',
  DelayedLoading: 'Atraso no Carregamento',
  DelayedTransit: 'Atraso no Trânsito',
  DelayedUnloading: 'Atraso na Descarga',
  DelayedArrival: 'Atraso na Chegada',
} as const satisfies Record<ProgrammingStatus, string>;

/** What a status the portal does not know reads as. */
export const UNKNOWN_STATUS_LABEL = 'Desconhecido';

/** A status as the API sends it (its number or its name, spec 02 §4); undefined when it is none of them. */
export function parseProgrammingStatus(value: unknown): ProgrammingStatus | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? PROGRAMMING_STATUSES[value] : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (/^[0-9]{1,2}$/.test(trimmed)) return PROGRAMMING_STATUSES[Number(trimmed)];
  return PROGRAMMING_STATUSES.find((status) => status.toLowerCase() === trimmed.toLowerCase());
}

/** The label of a status as the API sends it: 'Desconhecido' for anything else. */
export function programmingStatusLabel(value: unknown): string {
  const status = parseProgrammingStatus(value);
  return status ? PROGRAMMING_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

export type StatusColour = 'blue' | 'yellow' | 'green' | 'red' | 'purple' | 'orange' | 'grey';

/** The list's status badge (spec 02 §9); a status the spec does not colour is grey. */
export function statusBadgeColour(status: ProgrammingStatus | undefined): StatusColour {
  switch (status) {
    case 'Created':
      return 'blue';
    case 'InProgress':
    case 'Loading':
      return 'yellow';
    case 'Completed':
    case 'EmptyTransit':
      return 'green';
    case 'Cancelled':
    case 'Unloading':
      return 'red';
    case 'Available':
      return 'purple';
    case 'LoadedTransit':
      return 'orange';
    default:
      return 'grey';
  }
}

/** The monitor's marker (spec 02 §9): unloading and every delay red, InProgress blue, others grey. */
export function statusMarkerColour(status: ProgrammingStatus | undefined): StatusColour {
  if (status && (DELAY_STATUSES as readonly string[]).includes(status)) return 'red';
  switch (status) {
    case 'Available':
      return 'purple';
    case 'EmptyTransit':
      return 'green';
    case 'Loading':
      return 'yellow';
    case 'LoadedTransit':
      return 'orange';
    case 'Unloading':
      return 'red';
    case 'InProgress':
      return 'blue';
    default:
      return 'grey';
  }
}

/** The actions of a programming's row (spec 02 §4). */
export type ProgrammingAction = 'start' | 'complete' | 'cancel' | 'edit' | 'delete';

const ALLOWED: Record<ProgrammingAction, (status: ProgrammingStatus) => boolean> = {
  start: (status) => status === 'Created',
  complete: (status) =>
    ['InProgress', 'Loading', 'LoadedTransit', 'EmptyTransit', 'Unloading'].includes(status),
  cancel: (status) => status !== 'Completed' && status !== 'Cancelled',
  edit: (status) =>
    !['Completed', 'Cancelled', 'Loading', 'Unloading', 'EmptyTransit', 'LoadedTransit'].includes(status),
  delete: (status) =>
    !['InProgress', 'Loading', 'LoadedTransit', 'EmptyTransit', 'Unloading'].includes(status),
};

/** Whether the action is allowed in the status; a status nobody knows allows nothing. */
export function canDoProgrammingAction(action: ProgrammingAction, value: unknown): boolean {
  const status = parseProgrammingStatus(value);
  return status !== undefined && ALLOWED[action](status);
}

const ACTION_VERBS: Record<ProgrammingAction, string> = {
  start: 'iniciar',
  complete: 'concluir',
  cancel: 'cancelar',
  edit: 'editar',
  delete: 'excluir',
};

/**
 * Why the server refuses an action in a status, in pt-BR (the 409's message).
 *
 * @example actionRefusal('start', 'Loading') // 'Não é possível iniciar uma programação Em Carregamento.'
 */
export function actionRefusal(action: ProgrammingAction, value: unknown): string {
  return `Não é possível ${ACTION_VERBS[action]} uma programação ${programmingStatusLabel(value)}.`;
}

/**
 * The monitor's counter cards (spec 02 §4): the statuses each counts and the filter a click sets. The spec
 * names the cards in English only; the pt-BR labels are ours.
 */
export const MONITOR_CARDS = [
  { key: 'waiting', label: 'Aguardando', statuses: ['Waiting', 'Created', 'Available'], filter: 'Waiting' },
  {
    key: 'inExecution',
    label: 'Em execução',
    statuses: ['Loading', 'LoadedTransit', 'Unloading', 'InProgress', 'EmptyTransit'],
    filter: 'Loading',
  },
  { key: 'delayed', label: 'Atrasadas', statuses: DELAY_STATUSES, filter: 'DelayedLoading' },
  { key: 'finished', label: 'Finalizadas', statuses: ['Completed', 'Finished'], filter: 'Completed' },
  { key: 'cancelled', label: 'Canceladas', statuses: ['Cancelled'], filter: 'Cancelled' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  statuses: readonly ProgrammingStatus[];
  filter: ProgrammingStatus;
}>;

/** A programming's travel type (spec 02 §3): Empty 0 'Vazio', Loaded 1 'Carregado'. */
export const TRAVEL_TYPES = [
  { value: 0, name: 'Empty', label: 'Vazio' },
  { value: 1, name: 'Loaded', label: 'Carregado' },
] as const;

/** The list's order-by options (spec 02 §9). */
export const PROGRAMMING_ORDER_BY = [
  'created_desc',
  'created_asc',
  'status',
  'departure_desc',
  'departure_asc',
] as const;
