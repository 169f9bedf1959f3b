/**
 * A driver's month of driving in the rewards program's two measures (spec 01 §1, spec 02 §3), computed from the
 * trackers' readings: **Carga no motor**, the share of driving time with the engine load inside the efficient
 * band, and **Inércia**, the share of driving time rolling without acceleration. The API stores the results per
 * driver and month; the dashboard and the report read them.
 *
 * Time is measured between consecutive readings of one plate: the interval from a reading to the next counts as
 * driving when the first reading's speed is at least `movingKmh` and the next reading comes within `maxGapSeconds`
 * (a longer silence is a tracker off, or a stop, and counts for nothing); the interval takes the first reading's
 * engine load and accelerator. Distance is the sum of the odometer's forward steps between consecutive readings of
 * a plate, gaps included (the odometer counts what the tracker missed).
 */

/** The thresholds of the computation; {@link DEFAULT_PERFORMANCE_SETTINGS} holds the product's values. */
export interface PerformanceSettings {
  /** A reading at or above this speed (km/h) starts an interval of driving. */
  movingKmh: number;
  /** Consecutive readings farther apart than this (seconds) leave the time between them out. */
  maxGapSeconds: number;
  /** The efficient engine load (%), both ends included. */
  engineLoadBand: { min: number; max: number };
  /** An accelerator at or below this (%) while moving is rolling without acceleration. */
  inertiaAcceleratorMax: number;
  /** A month with less distance than this (km) is not eligible for prizes. */
  minDistanceKm: number;
}

export const DEFAULT_PERFORMANCE_SETTINGS: PerformanceSettings = {
  movingKmh: 5,
  maxGapSeconds: 300,
  engineLoadBand: { min: 40, max: 85 },
  inertiaAcceleratorMax: 0,
  minDistanceKm: 100,
};

/** One tracker reading as the computation reads it (a tracking log). */
export interface PerformanceReading {
  /** Milliseconds since the epoch. */
  time: number;
  plate: string;
  /** km/h */
  speed: number | null;
  /** % */
  engineLoad: number | null;
  /** % */
  accelerator: number | null;
  /** metres */
  odometer: number | null;
}

/** Driving on one plate: seconds in all, in the engine-load band, and rolling without acceleration. */
export interface PlateDriving {
  plate: string;
  drivingSeconds: number;
  engineLoadSeconds: number;
  inertiaSeconds: number;
  /** 0 to 100, two decimals; null without driving. */
  engineLoadPercentage: number | null;
}

export interface DriverMonthPerformance {
  drivingSeconds: number;
  /** Kilometres, three decimals. */
  distanceKm: number;
  /** Enough distance for prizes (`minDistanceKm`) and some driving. */
  eligible: boolean;
  /** 0 to 100, two decimals; null without driving. */
  engineLoadPercentage: number | null;
  /** 0 to 100, two decimals; null without driving. */
  inertiaPercentage: number | null;
  /** Per plate, most driving first. */
  byPlate: PlateDriving[];
  /** The plate driven longest, undefined without driving. */
  mainPlate: string | undefined;
}

/** part / whole as a percentage with two decimals, rounded half up; null when the whole is zero. */
export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 10_000) / whole) / 100;
}

const within = (value: number | null, min: number, max: number) =>
  value !== null && value >= min && value <= max;

/**
 * The month of one driver from their readings (any order, any plates).
 *
 * @example driverMonthPerformance(readings).engineLoadPercentage // 72.5
 */
export function driverMonthPerformance(
  readings: readonly PerformanceReading[],
  settings: PerformanceSettings = DEFAULT_PERFORMANCE_SETTINGS,
): DriverMonthPerformance {
  const byPlate = new Map<string, PerformanceReading[]>();
  for (const reading of readings) {
    const list = byPlate.get(reading.plate) ?? [];
    list.push(reading);
    byPlate.set(reading.plate, list);
  }
  const plates: PlateTotals[] = [];
  let distanceMetres = 0;
  for (const [plate, list] of byPlate) {
    list.sort((a, b) => a.time - b.time);
    let driving = 0;
    let engineLoad = 0;
    let inertia = 0;
    for (let index = 1; index < list.length; index += 1) {
      const from = list[index - 1]!;
      const to = list[index]!;
      if (from.odometer !== null && to.odometer !== null && to.odometer > from.odometer)
        distanceMetres += to.odometer - from.odometer;
      const seconds = (to.time - from.time) / 1000;
      if (seconds <= 0 || seconds > settings.maxGapSeconds) continue;
      if (from.speed === null || from.speed < settings.movingKmh) continue;
      driving += seconds;
      if (within(from.engineLoad, settings.engineLoadBand.min, settings.engineLoadBand.max))
        engineLoad += seconds;
      if (within(from.accelerator, Number.NEGATIVE_INFINITY, settings.inertiaAcceleratorMax))
        inertia += seconds;
    }
    plates.push({ plate, drivingSeconds: driving, engineLoadSeconds: engineLoad, inertiaSeconds: inertia });
  }
  return monthFromPlates(plates, distanceMetres, settings);
}

/** A plate's driving in the month, before its percentage (what a database can sum with the same rule). */
export type PlateTotals = Omit<PlateDriving, 'engineLoadPercentage'>;

/**
 * The month of one driver from each plate's totals and the distance: what {@link driverMonthPerformance} does
 * after walking the readings, for a caller that summed the intervals elsewhere (the API sums them in SQL with the
 * same rule, and its tests hold the two equal).
 */
export function monthFromPlates(
  totals: readonly PlateTotals[],
  distanceMetres: number,
  settings: PerformanceSettings = DEFAULT_PERFORMANCE_SETTINGS,
): DriverMonthPerformance {
  const plates: PlateDriving[] = totals.map((plate) => ({
    ...plate,
    engineLoadPercentage: percentage(plate.engineLoadSeconds, plate.drivingSeconds),
  }));
  plates.sort((a, b) => b.drivingSeconds - a.drivingSeconds || a.plate.localeCompare(b.plate));
  const sum = (key: 'drivingSeconds' | 'engineLoadSeconds' | 'inertiaSeconds') =>
    plates.reduce((total, plate) => total + plate[key], 0);
  const driving = sum('drivingSeconds');
  const distanceKm = Math.round(distanceMetres) / 1000;
  return {
    drivingSeconds: driving,
    distanceKm,
    eligible: driving > 0 && distanceKm >= settings.minDistanceKm,
    engineLoadPercentage: percentage(sum('engineLoadSeconds'), driving),
    inertiaPercentage: percentage(sum('inertiaSeconds'), driving),
    byPlate: plates.filter((plate) => plate.drivingSeconds > 0),
    mainPlate: plates[0] && plates[0].drivingSeconds > 0 ? plates[0].plate : undefined,
  };
}
