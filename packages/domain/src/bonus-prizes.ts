import type { DriverMonthPerformance } from './driving-performance.ts';

/** The kinds of bonus range (spec 02 §3): an operation's engine-load and inertia ranges, and a plate's exception. */
export type BonusRangeType = 'EngineLoad' | 'Inertia' | 'EngineLoadException';

/** A bonus range as the prizes read it (a bonus config of the driver's operation). */
export interface BonusRange {
  type: BonusRangeType;
  /** The attainment range (%), both ends included. */
  minPerformance: number;
  maxPerformance: number;
  /** BRL; a decimal string (as PostgreSQL's numeric arrives) or a number. */
  bonusValue: number | string;
  /** The exception's plate (EngineLoadException only), in any spelling (ABC-1D23 or abc1d23). */
  vehiclePlate?: string | null;
  isActive: boolean;
}

export interface DriverPrizes {
  engineLoadPrizeCents: number;
  inertiaPrizeCents: number;
  totalPrizeCents: number;
}

const NO_PRIZES: DriverPrizes = { engineLoadPrizeCents: 0, inertiaPrizeCents: 0, totalPrizeCents: 0 };

/**
 * BRL as whole cents, exactly: "150.5" and 150.5 are 15050. A decimal string is read digit by digit (PostgreSQL's
 * numeric); a number is rounded at twelve significant digits first, so 1.005 is 101 cents and not 100.
 */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? Number(value.toPrecision(12)).toFixed(3) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Valor em reais inválido: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = `${fraction}000`;
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -cents : cents;
}

const normalPlate = (plate: string) => plate.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * The range an attainment falls in: the active one whose minimum and maximum contain it; at an end two ranges
 * share (0–50 and 50–80), the upper one, which the driver reached.
 */
export function rangeFor(attainment: number | null, ranges: readonly BonusRange[]): BonusRange | undefined {
  if (attainment === null) return undefined;
  return ranges
    .filter(
      (range) => range.isActive && attainment >= range.minPerformance && attainment <= range.maxPerformance,
    )
    .sort((a, b) => b.minPerformance - a.minPerformance)[0];
}

const prizeCents = (attainment: number | null, ranges: readonly BonusRange[]) => {
  const range = rangeFor(attainment, ranges);
  return range ? toCents(range.bonusValue) : 0;
};

/**
 * A driver's prizes for a month under the ranges of their operation (and the exceptions of its plates):
 * - Inércia: the bonus of the Inertia range that contains the month's inertia attainment.
 * - Carga no motor: for each plate driven, the bonus of the range that contains that plate's engine-load
 *   attainment, under the plate's active exception ranges when it has any, else the operation's EngineLoad
 *   ranges; weighted by each plate's share of the driving time, rounded to the cent once (half up). With one
 *   plate, simply that range's bonus.
 * - The total is their sum. A driver not eligible (too little distance) gets nothing.
 */
export function driverPrizes(
  performance: DriverMonthPerformance,
  ranges: readonly BonusRange[],
): DriverPrizes {
  if (!performance.eligible || performance.drivingSeconds <= 0) return NO_PRIZES;
  const of = (type: BonusRangeType) => ranges.filter((range) => range.type === type);
  const engineLoad = of('EngineLoad');
  const exceptions = of('EngineLoadException');
  let weighted = 0;
  for (const plate of performance.byPlate) {
    const own = exceptions.filter(
      (range) =>
        range.isActive && range.vehiclePlate && normalPlate(range.vehiclePlate) === normalPlate(plate.plate),
    );
    weighted +=
      prizeCents(plate.engineLoadPercentage, own.length > 0 ? own : engineLoad) * plate.drivingSeconds;
  }
  const engineLoadPrizeCents = Math.round(weighted / performance.drivingSeconds);
  const inertiaPrizeCents = prizeCents(performance.inertiaPercentage, of('Inertia'));
  return {
    engineLoadPrizeCents,
    inertiaPrizeCents,
    totalPrizeCents: engineLoadPrizeCents + inertiaPrizeCents,
  };
}
