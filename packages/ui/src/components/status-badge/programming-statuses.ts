import type { BadgeTone } from '../badge';

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
  /** The badge colour of spec 02 §9. */
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
  11: { name: 'DelayedDeparture', label: 'Atraso na Partida', tone: 'grey' },
  12: { name: 'DelayedLoading', label: 'Atraso no Carregamento', tone: 'grey' },
  13: { name: 'DelayedTransit', label: 'Atraso no Trânsito', tone: 'grey' },
  14: { name: 'DelayedUnloading', label: 'Atraso na Descarga', tone: 'grey' },
  15: { name: 'DelayedArrival', label: 'Atraso na Chegada', tone: 'grey' },
} as const satisfies Record<number, ProgrammingStatusInfo>;

/** What a status the table does not know shows: 'Desconhecido', grey. */
export const UNKNOWN_PROGRAMMING_STATUS = { label: 'Desconhecido', tone: 'grey' } as const;

/**
 * Map marker colours by status (spec 02 §9): Available purple, EmptyTransit green, Loading yellow,
 * LoadedTransit orange, Unloading and the delays red, InProgress blue, any other grey (`default`).
 * Hex strings, because the map draws its markers outside Tailwind.
 */
export const STATUS_MARKER_COLOURS = {
  Available: '#9333ea',
  EmptyTransit: '#16a34a',
  Loading: '#eab308',
  LoadedTransit: '#f97316',
  Unloading: '#dc2626',
  DelayedDeparture: '#dc2626',
  DelayedLoading: '#dc2626',
  DelayedTransit: '#dc2626',
  DelayedUnloading: '#dc2626',
  DelayedArrival: '#dc2626',
  InProgress: '#2563eb',
  default: '#64748b',
} as const satisfies Partial<Record<ProgrammingStatusName, string>> & { default: string };

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
