// A reference's operating hours (spec 02 §3, §5, §9): one row per weekday, 0 Sunday to 6 Saturday, each with a
// start and end time and two gate-to-gate durations in minutes. The form keeps what was typed (strings); the
// save payload and the server read numbers and 'hh:mm:ss' times. Both sides refuse with the same messages.

/** A weekday: its number in the API, its pt-BR name (shown) and the English name the API may send. */
export interface Weekday {
  readonly day: number;
  readonly name: string;
  readonly englishName: string;
}

/** The seven weekdays in order, from 0 (Domingo) to 6 (Sábado). */
export const WEEKDAYS = [
  { day: 0, name: 'Domingo', englishName: 'Sunday' },
  { day: 1, name: 'Segunda-feira', englishName: 'Monday' },
  { day: 2, name: 'Terça-feira', englishName: 'Tuesday' },
  { day: 3, name: 'Quarta-feira', englishName: 'Wednesday' },
  { day: 4, name: 'Quinta-feira', englishName: 'Thursday' },
  { day: 5, name: 'Sexta-feira', englishName: 'Friday' },
  { day: 6, name: 'Sábado', englishName: 'Saturday' },
] as const satisfies readonly Weekday[];

/**
 * The pt-BR name of a weekday number; throws a RangeError for anything but an integer from 0 to 6.
 *
 * @example weekdayName(1) // 'Segunda-feira'
 */
export function weekdayName(day: number): string {
  const weekday = Number.isInteger(day) ? WEEKDAYS[day] : undefined;
  if (!weekday) throw new RangeError(`weekdayName: ${day} is not a weekday (0 Sunday to 6 Saturday).`);
  return weekday.name;
}

/** Lower case, no accents, hyphens and spaces as one hyphen: 'Terça feira' and 'terca-feira' match. */
const nameKey = (text: string): string =>
  text
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '-');

const DAY_BY_NAME = new Map<string, number>(
  WEEKDAYS.flatMap(({ day, name, englishName }): [string, number][] => [
    [nameKey(name), day],
    [nameKey(name.replace(/-feira$/, '')), day],
    [nameKey(englishName), day],
  ]),
);

/**
 * A dayOfWeek as the API sends it (a number, a numeric string, or an English or Portuguese weekday name, with or
 * without accents and '-feira', any case) as its number 0 to 6; undefined when it is none of these.
 *
 * @example parseDayOfWeek('Monday') // 1
 * @example parseDayOfWeek('terca-feira') // 2
 */
export function parseDayOfWeek(value: number | string): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= 6 ? value : undefined;
  const text = value.trim();
  if (/^[0-6]$/.test(text)) return Number(text);
  return DAY_BY_NAME.get(nameKey(text));
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A time typed or sent as 'h:mm', 'hh:mm' or 'hh:mm:ss' in the 'hh:mm:ss' the API stores; undefined when it is not
 * a time of day (00:00:00 to 23:59:59).
 *
 * @example normaliseTime('8:00') // '08:00:00'
 */
export function normaliseTime(time: string): string | undefined {
  const match = TIME.exec(time.trim());
  if (!match) return undefined;
  const [, hours = '', minutes = '', seconds = '00'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}`;
}

/**
 * A time as a time input shows it: 'hh:mm', keeping the seconds only when they are not zero. Text that is not a
 * time is returned as it is, so it is seen (and refused) rather than lost.
 *
 * @example timeForInput('08:00:00') // '08:00'
 */
export function timeForInput(time: string): string {
  const normalised = normaliseTime(time);
  if (normalised === undefined) return time;
  return normalised.endsWith(':00') ? normalised.slice(0, 5) : normalised;
}

/** The longest gate-to-gate accepted, in minutes: one day. */
export const MAX_GATE_TO_GATE_MINUTES = 1440;

/** Whole minutes from 0 to 1440 written as digits; undefined for anything else (blank included). */
function parseMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes <= MAX_GATE_TO_GATE_MINUTES ? minutes : undefined;
}

const isBlank = (text: string): boolean => text.trim() === '';

/**
 * One weekday's row in the reference form, as typed: times as the time input gives them ('hh:mm', '' when empty)
 * and the gate-to-gate minutes as text ('' when empty). `totalGateToGate` is the expected gate-to-gate.
 */
export interface OperatingHourDraft {
  day: number;
  startTime: string;
  endTime: string;
  contractedGateToGate: string;
  totalGateToGate: string;
}

/** One schedule for every day, as the 'Configurar todos' dialog holds it (a draft without its day). */
export type OperatingSchedule = Omit<OperatingHourDraft, 'day'>;

/** The 'Configurar todos' dialog's defaults (spec 02 §5, §9): 08:00 to 18:00, contracted 30, expected 20. */
export const DEFAULT_SCHEDULE: Readonly<OperatingSchedule> = {
  startTime: '08:00',
  endTime: '18:00',
  contractedGateToGate: '30',
  totalGateToGate: '20',
};

/** The success toast after 'Configurar todos' (spec 02 §8). */
export const SCHEDULE_APPLIED_MESSAGE = 'Configuração aplicada a todos os dias da semana';

/** An operating hour as the API answers it in a reference's `operatingHours`. */
export interface OperatingHourRecord {
  id?: number;
  referenceId?: number;
  /** 0 to 6, or a weekday name ('Monday', 'Segunda-feira'). */
  dayOfWeek: number | string;
  /** 'hh:mm:ss' ('hh:mm' accepted). */
  startTime?: string | null;
  endTime?: string | null;
  contractedGateToGateMinutes?: number | null;
  expectedGateToGateMinutes?: number | null;
}

/** An operating hour as the reference's create and update payloads send it. */
export interface OperatingHourPayload {
  day: number;
  /** 'hh:mm:ss'. */
  startTime: string;
  endTime: string;
  contractedGateToGate: number;
  /** The expected gate-to-gate, in minutes. */
  totalGateToGate: number;
}

const emptyDraft = (day: number): OperatingHourDraft => ({
  day,
  startTime: '',
  endTime: '',
  contractedGateToGate: '',
  totalGateToGate: '',
});

/** Seven empty rows, Domingo to Sábado: the hours of a new reference. */
export function emptyWeek(): OperatingHourDraft[] {
  return WEEKDAYS.map(({ day }) => emptyDraft(day));
}

/**
 * A reference's hours from the API as the form's seven rows, Domingo first: times as 'hh:mm', minutes as text.
 * A day the record lacks is an empty row; a row whose dayOfWeek is not a weekday, or repeats a day, is ignored.
 *
 * @example draftsFromRecord(reference.operatingHours)
 */
export function draftsFromRecord(
  hours: readonly OperatingHourRecord[] | null | undefined,
): OperatingHourDraft[] {
  const byDay = new Map<number, OperatingHourDraft>();
  for (const hour of hours ?? []) {
    const day = parseDayOfWeek(hour.dayOfWeek);
    if (day === undefined || byDay.has(day)) continue;
    byDay.set(day, {
      day,
      startTime: timeForInput(hour.startTime ?? ''),
      endTime: timeForInput(hour.endTime ?? ''),
      contractedGateToGate: String(hour.contractedGateToGateMinutes ?? ''),
      totalGateToGate: String(hour.expectedGateToGateMinutes ?? ''),
    });
  }
  return WEEKDAYS.map(({ day }) => byDay.get(day) ?? emptyDraft(day));
}

/** Seven rows, Domingo to Sábado, all with the given schedule ('Configurar todos'). */
export function applyToAllDays(schedule: OperatingSchedule): OperatingHourDraft[] {
  return WEEKDAYS.map(({ day }) => ({
    day,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    contractedGateToGate: schedule.contractedGateToGate,
    totalGateToGate: schedule.totalGateToGate,
  }));
}

/** The pt-BR names of the days, in week order, joined by ', '. */
const dayList = (days: readonly number[]): string =>
  [...days]
    .sort((a, b) => a - b)
    .map(weekdayName)
    .join(', ');

/** @example missingTimesMessage([0, 6]) // '… Faltam: Domingo, Sábado' */
export const missingTimesMessage = (days: readonly number[]): string =>
  `Defina os horários de operação para todos os dias da semana. Faltam: ${dayList(days)}`;

/** @example missingGateToGateMessage([1]) // '… Faltam: Segunda-feira' */
export const missingGateToGateMessage = (days: readonly number[]): string =>
  `Defina os valores de gate-to-gate para todos os dias da semana. Faltam: ${dayList(days)}`;

/** A start or end time that is not 'hh:mm' or 'hh:mm:ss'. */
export const invalidTimeMessage = (days: readonly number[]): string => `Horário inválido: ${dayList(days)}.`;

/** An end time at or before its start time (hours that cross midnight are refused too). */
export const endNotAfterStartMessage = (days: readonly number[]): string =>
  `O horário de fim deve ser posterior ao de início: ${dayList(days)}.`;

/** A gate-to-gate that is not a whole number of minutes from 0 to 1440. */
export const invalidGateToGateMessage = (days: readonly number[]): string =>
  `Os valores de gate-to-gate devem ser minutos inteiros de 0 a ${MAX_GATE_TO_GATE_MINUTES}: ${dayList(days)}.`;

/** Rows that are not exactly one per weekday. */
export const INCOMPLETE_WEEK_MESSAGE = 'Informe um horário para cada dia da semana, de domingo a sábado.';

/** A payload that is not a list of operating hours of the expected types (server side). */
export const INVALID_OPERATING_HOURS_MESSAGE = 'Horários de operação inválidos.';

const invalidTime = (time: string): boolean => !isBlank(time) && normaliseTime(time) === undefined;
const invalidMinutes = (text: string): boolean => !isBlank(text) && parseMinutes(text) === undefined;

// The checks in the order their messages are shown; each names the days that fail it.
const CHECKS: readonly [(days: readonly number[]) => string, (draft: OperatingHourDraft) => boolean][] = [
  [missingTimesMessage, (draft) => isBlank(draft.startTime) || isBlank(draft.endTime)],
  // Both empty is missing; one empty is sent as 0 (spec 02 §5: "empty gate-to-gate input becomes 0").
  [
    missingGateToGateMessage,
    (draft) => isBlank(draft.contractedGateToGate) && isBlank(draft.totalGateToGate),
  ],
  [invalidTimeMessage, (draft) => invalidTime(draft.startTime) || invalidTime(draft.endTime)],
  [
    endNotAfterStartMessage,
    (draft) => {
      const start = normaliseTime(draft.startTime);
      const end = normaliseTime(draft.endTime);
      // 'hh:mm:ss' strings compare in time order.
      return start !== undefined && end !== undefined && end <= start;
    },
  ],
  [
    invalidGateToGateMessage,
    (draft) => invalidMinutes(draft.contractedGateToGate) || invalidMinutes(draft.totalGateToGate),
  ],
];

const isWholeWeek = (drafts: readonly OperatingHourDraft[]): boolean =>
  drafts.length === WEEKDAYS.length && WEEKDAYS.every(({ day }) => drafts.some((draft) => draft.day === day));

/**
 * What keeps the hours from being saved, one pt-BR message per rule, in this order: missing times, missing
 * gate-to-gate, invalid times, end not after start, invalid gate-to-gate; [] when they can be saved. Rows that are
 * not exactly one per weekday give only INCOMPLETE_WEEK_MESSAGE, since the per-day lists would mean nothing.
 *
 * A day misses its gate-to-gate only when both inputs are empty; with one filled, the empty one is sent as 0.
 *
 * @example operatingHoursProblems(emptyWeek()) // ['Defina os horários … Faltam: Domingo, …, Sábado', …]
 */
export function operatingHoursProblems(drafts: readonly OperatingHourDraft[]): string[] {
  if (!isWholeWeek(drafts)) return [INCOMPLETE_WEEK_MESSAGE];
  return CHECKS.flatMap(([message, fails]) => {
    const days = drafts.filter(fails).map((draft) => draft.day);
    return days.length > 0 ? [message(days)] : [];
  });
}

/**
 * The hours as the save payload sends them, Domingo first: times as 'hh:mm:ss', minutes as numbers, an empty
 * gate-to-gate as 0. Throws when operatingHoursProblems finds any: check them first and show them.
 *
 * @example toOperatingHoursPayload(drafts) // [{ day: 0, startTime: '08:00:00', …, totalGateToGate: 20 }, …]
 */
export function toOperatingHoursPayload(drafts: readonly OperatingHourDraft[]): OperatingHourPayload[] {
  const problems = operatingHoursProblems(drafts);
  if (problems.length > 0) {
    throw new Error(`toOperatingHoursPayload: check operatingHoursProblems first. ${problems.join(' ')}`);
  }
  return [...drafts]
    .sort((a, b) => a.day - b.day)
    .map((draft) => ({
      day: draft.day,
      startTime: normaliseTime(draft.startTime) ?? '',
      endTime: normaliseTime(draft.endTime) ?? '',
      contractedGateToGate: parseMinutes(draft.contractedGateToGate) ?? 0,
      totalGateToGate: parseMinutes(draft.totalGateToGate) ?? 0,
    }));
}

/** The result of reading a payload's operating hours on the server. */
export type ParsedOperatingHours =
  { ok: true; hours: OperatingHourPayload[] } | { ok: false; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A time field of the payload as the form's text; undefined when it is of a wrong type. */
function timeText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : undefined;
}

/** A gate-to-gate field of the payload as the form's text (absent or null is empty); undefined when of a wrong type. */
function minutesText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** One payload item as the form's row, so both sides apply the same rules; undefined when of a wrong type. */
function draftFromPayloadItem(item: unknown): OperatingHourDraft | undefined {
  if (!isObject(item)) return undefined;
  const { day, startTime, endTime, contractedGateToGate, totalGateToGate } = item;
  if (typeof day !== 'number' && typeof day !== 'string') return undefined;
  const texts = [
    timeText(startTime),
    timeText(endTime),
    minutesText(contractedGateToGate),
    minutesText(totalGateToGate),
  ];
  const [start, end, contracted, total] = texts;
  if (start === undefined || end === undefined || contracted === undefined || total === undefined)
    return undefined;
  return {
    // A day that is no weekday fails the whole-week check rather than the type check.
    day: parseDayOfWeek(day) ?? Number.NaN,
    startTime: start,
    endTime: end,
    contractedGateToGate: contracted,
    totalGateToGate: total,
  };
}

/**
 * Reads a create or update payload's `operatingHours` (an array of `{ day, startTime, endTime,
 * contractedGateToGate, totalGateToGate }`) with the form's rules and messages, plus
 * INVALID_OPERATING_HOURS_MESSAGE for wrong types. A missing or null gate-to-gate counts as an empty input.
 * On success, the rows to store: Domingo first, 'hh:mm:ss', an empty gate-to-gate as 0.
 *
 * @example
 * const parsed = parseOperatingHoursPayload(body.operatingHours);
 * if (!parsed.ok) return reply.status(400).send({ success: false, errors: parsed.problems });
 */
export function parseOperatingHoursPayload(value: unknown): ParsedOperatingHours {
  const invalid: ParsedOperatingHours = { ok: false, problems: [INVALID_OPERATING_HOURS_MESSAGE] };
  if (!Array.isArray(value)) return invalid;
  const drafts: OperatingHourDraft[] = [];
  for (const item of value) {
    const draft = draftFromPayloadItem(item);
    if (!draft) return invalid;
    drafts.push(draft);
  }
  const problems = operatingHoursProblems(drafts);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, hours: toOperatingHoursPayload(drafts) };
}

/**
 * The messages the server answers for a payload's `operatingHours`; [] when they can be stored.
 *
 * @example operatingHoursPayloadProblems('x') // ['Horários de operação inválidos.']
 */
export function operatingHoursPayloadProblems(value: unknown): string[] {
  const parsed = parseOperatingHoursPayload(value);
  return parsed.ok ? [] : parsed.problems;
}
