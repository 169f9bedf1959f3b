import { apiError } from '../../http/errors.ts';

/** A calendar month; `index` orders months (year × 12 + month − 1). */
export interface MonthOf {
  year: number;
  /** 1 to 12 */
  month: number;
}

/** The months a report covers, both ends included. */
export interface ReportPeriod {
  from: MonthOf;
  to: MonthOf;
}

/** The longest interval a report covers: two years of monthly results. */
export const MAX_PERIOD_MONTHS = 24;

export const PERIOD_MESSAGES = {
  missing: 'Informe o mês e o ano, ou o início e o fim do intervalo.',
  month: 'Mês inválido: informe um número de 1 a 12.',
  year: 'Ano inválido: informe um ano de 2000 a 2100.',
  date: 'Data inválida: use o formato AAAA-MM-DD.',
  order: 'O início do intervalo deve ser anterior ou igual ao fim.',
  tooLong: `O intervalo pode ter no máximo ${MAX_PERIOD_MONTHS} meses.`,
} as const;

export const monthIndex = ({ year, month }: MonthOf): number => year * 12 + month - 1;

function integerOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : Number.NaN;
}

/** Month and Year as the spec sends them (both needed): 400 with a pt-BR message when absent or invalid. */
export function monthOf(query: Record<string, unknown>): MonthOf {
  const month = integerOf(query['Month']);
  const year = integerOf(query['Year']);
  if (month === undefined || year === undefined) throw apiError('VALIDATION', [PERIOD_MESSAGES.missing]);
  if (!(month >= 1 && month <= 12)) throw apiError('VALIDATION', [PERIOD_MESSAGES.month]);
  if (!(year >= 2000 && year <= 2100)) throw apiError('VALIDATION', [PERIOD_MESSAGES.year]);
  return { year, month };
}

/** The month of a date `AAAA-MM-DD` (or `AAAA-MM`, or an ISO date-time: only the calendar date counts). */
function monthOfDate(value: unknown): MonthOf {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value) : null;
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = match?.[3] === undefined ? 1 : Number(match[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31)
    throw apiError('VALIDATION', [PERIOD_MESSAGES.date]);
  if (year < 2000 || year > 2100) throw apiError('VALIDATION', [PERIOD_MESSAGES.year]);
  return { year, month };
}

/**
 * The report's months: the interval InicioIntervalo–FimIntervalo (dates; the months they fall in, as results are
 * monthly) when both are given, else the single month of Month and Year.
 */
export function reportPeriodOf(query: Record<string, unknown>): ReportPeriod {
  const start = query['InicioIntervalo'];
  const end = query['FimIntervalo'];
  if ((start === undefined || start === '') && (end === undefined || end === '')) {
    const month = monthOf(query);
    return { from: month, to: month };
  }
  if (start === undefined || start === '' || end === undefined || end === '')
    throw apiError('VALIDATION', [PERIOD_MESSAGES.missing]);
  const from = monthOfDate(start);
  const to = monthOfDate(end);
  if (monthIndex(from) > monthIndex(to)) throw apiError('VALIDATION', [PERIOD_MESSAGES.order]);
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_PERIOD_MONTHS)
    throw apiError('VALIDATION', [PERIOD_MESSAGES.tooLong]);
  return { from, to };
}
