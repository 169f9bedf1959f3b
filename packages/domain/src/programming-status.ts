/**
 * A programming's statuses and what each allows (spec 02 §3, §4, §9): the names the API sends (numbers or
 * names), their pt-BR labels, the badge and map colours, the actions the list offers and the server accepts,
 * and the monitor's counter cards. The portal and the API read the same table, so a button the list disables is
 * a call the server refuses; the programmings schema's status options are checked against it by the API's
 * `generate`.
 */

/** A colour a status is shown in; the component library's tones (Badge, CounterCard, TONE_HEX) share the names. */
export type StatusTone = 'green' | 'grey' | 'red' | 'yellow' | 'blue' | 'purple' | 'orange';

/** How a status reads: its pt-BR label, the colour of its badge and the colour of its map marker. */
export interface StatusDisplay {
  label: string;
  badge: StatusTone;
  marker: StatusTone;
}

/**
 * Every status, its number being its index: spec 02 §4 lists them without numbers, so they follow its order
 * from 0 (change them here, in one place, if the API numbers them otherwise). Labels are spec 02 §4's; the
 * delays' wording after 'Atraso' is ours, as the spec elides it. Badges are spec 02 §9's where it gives one; the
 * delays are red like their markers, Waiting and Finished grey like theirs. Markers are spec 02 §9's: Available
 * purple, EmptyTransit green, Loading yellow, LoadedTransit orange, Unloading and the delays red, InProgress blue,
 * any other grey.
 */
export const PROGRAMMING_STATUS_TABLE = [
  { name: 'Waiting', label: 'Aguardando Início', badge: 'grey', marker: 'grey' },
  { name: 'Created', label: 'Criada', badge: 'blue', marker: 'grey' },
  { name: 'Loading', label: 'Em Carregamento', badge: 'yellow', marker: 'yellow' },
  { name: 'LoadedTransit', label: 'Em Trânsito Carregado', badge: 'orange', marker: 'orange' },
  { name: 'Unloading', label: 'Em Descarga', badge: 'red', marker: 'red' },
  { name: 'Completed', label: 'Concluída', badge: 'green', marker: 'grey' },
  { name: 'Finished', label: 'Finalizada', badge: 'grey', marker: 'grey' },
  { name: 'Cancelled', label: 'Cancelada', badge: 'red', marker: 'grey' },
  { name: 'InProgress', label: 'Em Progresso', badge: 'yellow', marker: 'blue' },
  { name: 'Available', label: 'Disponível', badge: 'purple', marker: 'purple' },
  { name: 'EmptyTransit', label: 'Em Trânsito Vazio', badge: 'green', marker: 'green' },
  { name: 'DelayedDeparture', label: 'Atraso na Saída', badge: 'red', marker: 'red' },
  { name: 'DelayedLoading', label: 'Atraso no Carregamento', badge: 'red', marker: 'red' },
  { name: 'DelayedTransit', label: 'Atraso no Trânsito', badge: 'red', marker: 'red' },
  { name: 'DelayedUnloading', label: 'Atraso na Descarga', badge: 'red', marker: 'red' },
  { name: 'DelayedArrival', label: 'Atraso na Chegada', badge: 'red', marker: 'red' },
] as const satisfies ReadonlyArray<StatusDisplay & { name: string }>;

export type ProgrammingStatus = (typeof PROGRAMMING_STATUS_TABLE)[number]['name'];

/** The statuses' names in the order of their numbers (0 Waiting ... 15 DelayedArrival). */
export const PROGRAMMING_STATUSES: readonly ProgrammingStatus[] = PROGRAMMING_STATUS_TABLE.map(
  (row) => row.name,
);

/** The five delay statuses, shown as 'Atraso ...'. */
export const DELAY_STATUSES = [
  'DelayedDeparture',
  'DelayedLoading',
  'DelayedTransit',
  'DelayedUnloading',
  'DelayedArrival',
] as const satisfies readonly ProgrammingStatus[];

/** How a status the portal does not know reads: 'Desconhecido', grey. */
export const UNKNOWN_PROGRAMMING_STATUS = {
  label: 'Desconhecido',
  badge: 'grey',
  marker: 'grey',
} as const satisfies StatusDisplay;

/** A status's number from its number, numeric string or name (any case); undefined when it is none of them. */
function statusCode(value: unknown): number | undefined {
  let code: number | undefined;
  if (typeof value === 'number') code = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    code = /^[0-9]{1,2}$/.test(text)
      ? Number(text)
      : PROGRAMMING_STATUSES.findIndex((status) => status.toLowerCase() === text.toLowerCase());
  }
  if (code === undefined || !Number.isInteger(code)) return undefined;
  return code >= 0 && code < PROGRAMMING_STATUSES.length ? code : undefined;
}

/** A status as the API sends it (its number or its name, spec 02 §4); undefined when it is none of them. */
export function parseProgrammingStatus(value: unknown): ProgrammingStatus | undefined {
  const code = statusCode(value);
  return code === undefined ? undefined : PROGRAMMING_STATUSES[code];
}

/**
 * How a status as the API sends it is shown: its label, badge and marker colours; 'Desconhecido', grey, for
 * anything else.
 *
 * @example programmingStatusDisplay(3) // { label: 'Em Trânsito Carregado', badge: 'orange', marker: 'orange', ... }
 */
export function programmingStatusDisplay(value: unknown): StatusDisplay {
  const code = statusCode(value);
  return (code === undefined ? undefined : PROGRAMMING_STATUS_TABLE[code]) ?? UNKNOWN_PROGRAMMING_STATUS;
}

/** The label of a status as the API sends it: 'Desconhecido' for anything else. */
export function programmingStatusLabel(value: unknown): string {
  return programmingStatusDisplay(value).label;
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
 * The monitor's counter cards (spec 02 §4): the statuses each counts, which its click filters the list by (so
 * the list shows what the card counts), the one status the spec's click sets (`filter`, sent first) and the
 * card's colour. The spec names the cards in English only; the pt-BR labels are ours. Colours: yellow, red and green as
 * the badges of the statuses the card counts; Aguardando blue like Created; Canceladas grey, so that on the
 * monitor only the delays read red.
 */
export const MONITOR_CARDS = [
  {
    key: 'waiting',
    label: 'Aguardando',
    statuses: ['Waiting', 'Created', 'Available'],
    filter: 'Waiting',
    tone: 'blue',
  },
  {
    key: 'inExecution',
    label: 'Em execução',
    statuses: ['Loading', 'LoadedTransit', 'Unloading', 'InProgress', 'EmptyTransit'],
    filter: 'Loading',
    tone: 'yellow',
  },
  { key: 'delayed', label: 'Atrasadas', statuses: DELAY_STATUSES, filter: 'DelayedLoading', tone: 'red' },
  {
    key: 'finished',
    label: 'Finalizadas',
    statuses: ['Completed', 'Finished'],
    filter: 'Completed',
    tone: 'green',
  },
  { key: 'cancelled', label: 'Canceladas', statuses: ['Cancelled'], filter: 'Cancelled', tone: 'grey' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  statuses: readonly ProgrammingStatus[];
  filter: ProgrammingStatus;
  tone: StatusTone;
}>;
