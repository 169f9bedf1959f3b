import { describe, expect, it } from 'vitest';
import { type BonusRange, driverPrizes, rangeFor, toCents } from './bonus-prizes.ts';
import {
  DEFAULT_PERFORMANCE_SETTINGS,
  driverMonthPerformance,
  percentage,
  type PerformanceReading,
} from './driving-performance.ts';

const START = Date.parse('2026-10-05T11:00:00Z');
const MINUTE = 60_000;

interface Step {
  /** Minutes after START. */
  at: number;
  speed?: number | null;
  load?: number | null;
  accelerator?: number | null;
  /** km on the odometer */
  km?: number | null;
  plate?: string;
}

const readings = (...steps: Step[]): PerformanceReading[] =>
  steps.map(({ at, speed = 60, load = 60, accelerator = 20, km = null, plate = 'ABC1D23' }) => ({
    time: START + at * MINUTE,
    plate,
    speed,
    engineLoad: load,
    accelerator,
    odometer: km === null ? null : km * 1000,
  }));

describe('driverMonthPerformance', () => {
  it('counts the time from each reading to the next with the first reading’s values', () => {
    // 0→1 in band rolling, 1→3 in band accelerating, 3→4 out of band rolling: 4 minutes of driving.
    const month = driverMonthPerformance(
      readings(
        { at: 0, load: 50, accelerator: 0 },
        { at: 1, load: 70, accelerator: 30 },
        { at: 3, load: 95, accelerator: 0 },
        { at: 4 },
      ),
    );
    expect(month.drivingSeconds).toBe(240);
    expect(month.engineLoadPercentage).toBe(75); // 3 of 4 minutes
    expect(month.inertiaPercentage).toBe(50); // 2 of 4 minutes
  });

  it('takes both ends of the engine-load band as inside, and just beyond them as outside', () => {
    const { min, max } = DEFAULT_PERFORMANCE_SETTINGS.engineLoadBand;
    const month = driverMonthPerformance(
      readings(
        { at: 0, load: min },
        { at: 1, load: max },
        { at: 2, load: min - 0.01 },
        { at: 3, load: max + 0.01 },
        { at: 4 },
      ),
    );
    expect(month.engineLoadPercentage).toBe(50);
  });

  it('leaves out stops (below the moving speed), silences longer than the gap, and unknown values', () => {
    const month = driverMonthPerformance(
      readings(
        { at: 0, speed: 4.9 }, // parked: 0→1 not driving
        { at: 1, speed: 5 }, // moving from here: 1→2 counts
        { at: 2 }, // 2→8 is a 6-minute silence: not counted
        { at: 8, load: null, accelerator: null }, // 8→9 driving, neither in band nor rolling
        { at: 9 },
      ),
    );
    expect(month.drivingSeconds).toBe(120);
    expect(month.engineLoadPercentage).toBe(50);
    expect(month.inertiaPercentage).toBe(0);
  });

  it('rounds the percentages half up to two decimals', () => {
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(0, 0)).toBeNull();
  });

  it('measures distance by the odometer’s forward steps, gaps included, and decides eligibility by it', () => {
    const short = driverMonthPerformance(
      readings({ at: 0, km: 1000 }, { at: 1, km: 1001.5 }, { at: 200, km: 1099.9 }, { at: 201, km: 1099.9 }),
    );
    expect(short.distanceKm).toBe(99.9);
    expect(short.eligible).toBe(false);
    // An odometer that goes back (a tracker swapped) adds nothing.
    const long = driverMonthPerformance(
      readings({ at: 0, km: 1000 }, { at: 1, km: 1100 }, { at: 2, km: 50 }, { at: 3, km: 51 }),
    );
    expect(long.distanceKm).toBe(101);
    expect(long.eligible).toBe(true);
  });

  it('follows each plate on its own, main plate first, and says which was driven longest', () => {
    const month = driverMonthPerformance([
      ...readings({ at: 0, load: 60 }, { at: 1, load: 60 }, { at: 2 }),
      ...readings({ at: 0.5, load: 90, plate: 'XYZ9K87' }, { at: 5.5, plate: 'XYZ9K87' }),
    ]);
    expect(month.mainPlate).toBe('XYZ9K87');
    expect(
      month.byPlate.map((plate) => [plate.plate, plate.drivingSeconds, plate.engineLoadPercentage]),
    ).toEqual([
      ['XYZ9K87', 300, 0],
      ['ABC1D23', 120, 100],
    ]);
    expect(month.engineLoadPercentage).toBe(28.57); // 2 of 7 minutes
  });

  it('gives no percentages and no eligibility without driving', () => {
    const month = driverMonthPerformance(readings({ at: 0, speed: 0, km: 0 }, { at: 1, speed: 0, km: 500 }));
    expect(month).toMatchObject({
      drivingSeconds: 0,
      engineLoadPercentage: null,
      eligible: false,
      mainPlate: undefined,
    });
  });
});

describe('toCents', () => {
  it.each([
    ['150.5', 15050],
    ['0.01', 1],
    ['1234', 123400],
    [150.5, 15050],
    [1.005, 101],
    [0.1 + 0.2, 30],
    ['2.345', 235],
  ])('%s reais are %i cents', (value, cents) => expect(toCents(value)).toBe(cents));

  it('refuses what is not an amount', () =>
    expect(() => toCents('R$ 10')).toThrow('Valor em reais inválido'));
});

const range = (
  type: BonusRange['type'],
  min: number,
  max: number,
  value: string,
  extra: Partial<BonusRange> = {},
): BonusRange => ({
  type,
  minPerformance: min,
  maxPerformance: max,
  bonusValue: value,
  isActive: true,
  ...extra,
});

const RANGES = [
  range('EngineLoad', 0, 50, '0.00'),
  range('EngineLoad', 50, 80, '100.00'),
  range('EngineLoad', 80, 100, '200.00'),
  range('Inertia', 0, 40, '0.00'),
  range('Inertia', 40, 100, '75.50'),
  range('EngineLoadException', 0, 100, '30.00', { vehiclePlate: 'XYZ-9K87' }),
  range('Inertia', 0, 100, '999.00', { isActive: false }),
];

describe('rangeFor', () => {
  it('finds the active range containing the attainment; a shared end belongs to the upper range', () => {
    const engine = RANGES.filter((r) => r.type === 'EngineLoad');
    expect(rangeFor(49.99, engine)?.bonusValue).toBe('0.00');
    expect(rangeFor(50, engine)?.bonusValue).toBe('100.00');
    expect(rangeFor(100, engine)?.bonusValue).toBe('200.00');
    expect(rangeFor(null, engine)).toBeUndefined();
    expect(rangeFor(50, [range('Inertia', 60, 70, '1.00')])).toBeUndefined();
  });
});

describe('driverPrizes', () => {
  const eligible = (...steps: Step[][]) => {
    const month = driverMonthPerformance(steps.flatMap((list) => readings(...list)));
    return { ...month, eligible: true };
  };

  it('pays each measure the bonus of its range, and the total their sum, in cents', () => {
    // Engine load in band all the time (100%), rolling half the time (50%).
    const month = eligible([{ at: 0, accelerator: 0 }, { at: 1, accelerator: 10 }, { at: 2 }]);
    expect(driverPrizes(month, RANGES)).toEqual({
      engineLoadPrizeCents: 20_000,
      inertiaPrizeCents: 7_550,
      totalPrizeCents: 27_550,
    });
  });

  it('judges a plate with exception ranges by them, weighted by its share of the driving time', () => {
    // 1 minute on ABC1D23 at 100% (operation: 200.00), 3 minutes on XYZ9K87 at 100% (exception: 30.00).
    const month = eligible(
      [{ at: 0 }, { at: 1 }],
      [
        { at: 10, plate: 'XYZ9K87' },
        { at: 13, plate: 'XYZ9K87' },
      ],
    );
    // (20,000 × 60 + 3,000 × 180) / 240 = 7,250 cents
    expect(driverPrizes(month, RANGES).engineLoadPrizeCents).toBe(7_250);
  });

  it('gives the API README’s worked example: 75.00 % and 50.00 %, R$ 100,00 + R$ 75,50', () => {
    const month = eligible([
      { at: 0, load: 50, accelerator: 0 },
      { at: 1, load: 70, accelerator: 30 },
      { at: 3, load: 95, accelerator: 0 },
      { at: 4 },
    ]);
    expect([month.engineLoadPercentage, month.inertiaPercentage]).toEqual([75, 50]);
    expect(driverPrizes(month, RANGES).totalPrizeCents).toBe(17_550);
  });

  it('pays nothing to a driver who is not eligible', () => {
    const month = { ...eligible([{ at: 0 }, { at: 1 }]), eligible: false };
    expect(driverPrizes(month, RANGES)).toEqual({
      engineLoadPrizeCents: 0,
      inertiaPrizeCents: 0,
      totalPrizeCents: 0,
    });
  });
});
