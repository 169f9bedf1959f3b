import type { BadgeTone } from '../badge';
import type { CounterCardTone } from '../counter-card';

/** The names of a trip programming's status, as the API sends them. */
export type ProgrammingStatusName =
  | 'Waiting'
  | 'Created'
  | 'Loading'
  | 'LoadedTransit'
  | 'Unloading'
  | 'Completed'
  | 'Finished'
  | 'Cancelled'
  | 'InProgress'
  | 'Available'
  | 'EmptyTransit'
  | 'DelayedDeparture'
  | 'DelayedLoading'
  | 'DelayedTransit'
  | 'DelayedUnloading'
  | 'DelayedArrival';

export interface ProgrammingStatusInfo {
  name: ProgrammingStatusName;
  /** The pt-BR label of spec 02 §4. */
  label: string;
  /**
   * The badge colour: spec 02 §9 where it gives one; the five delays red like their map markers; Waiting and
   * Finished grey like theirs.
   */
  tone: BadgeTone;
}

/**
 * Every programming status keyed by its numeric value. Spec 02 §4 lists the statuses without numbers, so the
 * numbers follow the spec's order from 0; change them here, in one place, if the API numbers them otherwise.
 */
export const PROGRAMMING_STATUSES = {
  0: { name: 'Waiting', label: 'Aguardando Início', tone: 'grey' },
  1: { name: 'Created', label: 'Criada', tone: 'blue' },
  2: { name: 'Loading', label: 'Em Carregamento', tone: 'yellow' },
  3: { name: 'LoadedTransit', label: 'Em Trânsito Carregado', tone: 'orange' },
  4: { name: 'Unloading', label: 'Em Descarga', tone: 'red' },
  5: { name: 'Completed', label: 'Concluída', tone: 'green' },
  6: { name: 'Finished', label: 'Finalizada', tone: 'grey' },
  7: { name: 'Cancelled', label: 'Cancelada', tone: 'red' },
  8: { name: 'InProgress', label: 'Em Progresso', tone: 'yellow' },
  9: { name: 'Available', label: 'Disponível', tone: 'purple' },
  10: { name: 'EmptyTransit', label: 'Em Trânsito Vazio', tone: 'green' },
  11: { name: 'DelayedDeparture', label: 'Atraso na Saída', tone: 'red' },
  12: { name: 'DelayedLoading', label: 'Atraso no Carregamento', tone: 'red' },
  13: { name: 'DelayedTransit', label: 'Atraso no Trânsito', tone: 'red' },
  14: { name: 'DelayedUnloading', label: 'Atraso na Descarga', tone: 'red' },
  15: { name: 'DelayedArrival', label: 'Atraso na Chegada', tone: 'red' },
} as const satisfies Record<number, ProgrammingStatusInfo>;

/** What a status the table does not know shows: 'Desconhecido', grey. */
export const UNKNOWN_PROGRAMMING_STATUS = { label: 'Desconhecido', tone: 'grey' } as const;

/** The hex of each colour name on the tracking map, which draws its markers outside Tailwind. */
export const MARKER_HEX = {
  purple: '#9333ea',
  green: '#16a34a',
  yellow: '#eab308',
  orange: '#f97316',
  red: '#dc2626',
  blue: '#2563eb',
  grey: '#64748b',
} as const satisfies Record<BadgeTone, string>;

/**
 * Map marker colour names by status (spec 02 §9): Available purple, EmptyTransit green, Loading yellow,
 * LoadedTransit orange, Unloading and the delays red, InProgress blue, any other grey (`default`).
 */
export const STATUS_MARKER_TONES = {
  Available: 'purple',
  EmptyTransit: 'green',
  Loading: 'yellow',
  LoadedTransit: 'orange',
  Unloading: 'red',
  DelayedDeparture: 'red',
  DelayedLoading: 'red',
  DelayedTransit: 'red',
  DelayedUnloading: 'red',
  DelayedArrival: 'red',
  InProgress: 'blue',
  default: 'grey',
} as const satisfies Partial<Record<ProgrammingStatusName, BadgeTone>> & { default: BadgeTone };

/** Map marker colours by status as hex strings: STATUS_MARKER_TONES through MARKER_HEX. */
export const STATUS_MARKER_COLOURS = Object.fromEntries(
  Object.entries(STATUS_MARKER_TONES).map(([name, tone]) => [name, MARKER_HEX[tone]]),
) as { [Name in keyof typeof STATUS_MARKER_TONES]: (typeof MARKER_HEX)[(typeof STATUS_MARKER_TONES)[Name]] };

const byName = new Map<string, ProgrammingStatusInfo>(
  Object.values(PROGRAMMING_STATUSES).map((info) => [info.name.toLowerCase(), info]),
);

/**
 * Finds a status by its numeric value, a numeric string or its name (any case); undefined when unknown.
 *
 * @example findProgrammingStatus(3)?.label // 'Em Trânsito Carregado'
 * @example findProgrammingStatus('Cancelled')?.tone // 'red'
 */
export function findProgrammingStatus(
  status: string | number | null | undefined,
): ProgrammingStatusInfo | undefined {
  if (status === null || status === undefined) return undefined;
  const text = String(status).trim();
  if (/^\d+$/.test(text))
    return (PROGRAMMING_STATUSES as Record<number, ProgrammingStatusInfo>)[Number(text)];
  return byName.get(text.toLowerCase());
}

/** The marker colour of a status for the tracking map; grey when the status is unknown. */
export function statusMarkerColour(status: string | number | null | undefined): string {
  const name = findProgrammingStatus(status)?.name;
  const colours: Partial<Record<string, string>> = STATUS_MARKER_COLOURS;
  return (name && colours[name]) || STATUS_MARKER_COLOURS.default;
}

export interface MonitorCounter {
  /** The card's pt-BR label. */
  label: string;
  /** The statuses the card counts (spec 02 §4, monitor counters). */
  statuses: readonly ProgrammingStatusName[];
  /** The status filter a click on the card sets. */
  filter: ProgrammingStatusName;
  /**
   * The card's colour, named like the badge's: yellow, red and green as the badges of the statuses it counts;
   * Aguardando blue like Created; Canceladas grey, so that on the monitor only the delays read red.
   */
  tone: CounterCardTone;
}

/** The monitor's five counter cards (spec 02 §4): what each counts, what a click filters by, and its colour. */
export const MONITOR_COUNTERS = [
  { label: 'Aguardando', statuses: ['Waiting', 'Created', 'Available'], filter: 'Waiting', tone: 'blue' },
  {
    label: 'Em execução',
    statuses: ['Loading', 'LoadedTransit', 'Unloading', 'InProgress', 'EmptyTransit'],
    filter: 'Loading',
    tone: 'yellow',
  },
  {
    label: 'Atrasadas',
    statuses: ['DelayedDeparture', 'DelayedLoading', 'DelayedTransit', 'DelayedUnloading', 'DelayedArrival'],
    filter: 'DelayedLoading',
    tone: 'red',
  },
  { label: 'Finalizadas', statuses: ['Completed', 'Finished'], filter: 'Completed', tone: 'green' },
  { label: 'Canceladas', statuses: ['Cancelled'], filter: 'Cancelled', tone: 'grey' },
] as const satisfies readonly MonitorCounter[];

/** The counter card that counts a status, or undefined for none. */
export function monitorCounterOf(status: ProgrammingStatusName): MonitorCounter | undefined {
  return MONITOR_COUNTERS.find((counter) => (counter.statuses as readonly string[]).includes(status));
}
