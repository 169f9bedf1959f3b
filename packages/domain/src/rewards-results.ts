/**
 * The rewards' results as the API answers them and the portal, the tests and the bench read them (spec 02 §3:
 * the client dashboard and the performance report). Percentages are 0–100 with two decimals; money is in reais.
 */

/** A client the caller may see the results of (a Manager: only their own). */
export interface RewardsClient {
  id: number;
  name: string;
}

export interface RankedDriver {
  driverName: string | null;
  /** Digits only. */
  driverCpf: string;
}

/** `GET dashboard/client/{clientId}`, with the counts that tell an empty month from a month of zeros. */
export interface ClientDashboard {
  clientName: string;
  /** The client's Inércia attainment in the month: its eligible drivers', weighted by driving time. */
  inertiaPrizePercentage: number | null;
  motorLoadPrizePercentage: number | null;
  driversByInertia: Array<RankedDriver & { inertiaPercentage: number }>;
  driversByMotorLoad: Array<RankedDriver & { motorLoadPercentage: number }>;
  /** Drivers with results in the month, and how many of them drove enough to earn prizes. */
  drivers: number;
  eligibleDrivers: number;
}

/** One line of a performance report: a driver's results in a client, over the period or in one month. */
export interface DriverPerformance {
  clientId: number;
  clientName: string;
  /** Set on the per-month reports (a driver's history, a driver's month). */
  year?: number;
  month?: number;
  /** The plate the driver drove longest, in the period's last month with results. */
  plate: string | null;
  /** Digits only (the trackers' CPF). */
  driverCpf: string;
  driverName: string | null;
  fleetName: string | null;
  /** Carga no motor, weighted by driving time; null without driving. */
  motorLoadPercentage: number | null;
  engineLoadPrize: number;
  inertiaPercentage: number | null;
  inertiaPrize: number;
  /** engineLoadPrize + inertiaPrize, summed in cents. */
  totalPrize: number;
  /** Whether the driver drove the minimum distance (in at least one month of the period): prizes need it. */
  eligible: boolean;
  distanceKm: number;
}

export interface PerformanceTotals {
  drivers: number;
  engineLoadPrize: number;
  inertiaPrize: number;
  totalPrize: number;
}

/** `GET performance-history/.../report`. */
export interface PerformanceReport {
  /** The report's client; null on the reports of several clients. */
  clientName: string | null;
  performanceByDrivers: DriverPerformance[];
  totals: PerformanceTotals;
}

/** An attainment's decimals, as the API keeps it and both the screen and the spreadsheet show it (75,70%). */
export const ATTAINMENT_DECIMALS = 2;

/** The general bonus report's columns, in order, as the screen and its spreadsheet head them. */
export const PERFORMANCE_REPORT_COLUMNS = [
  'Placa',
  'CPF',
  'Motorista',
  'Operação',
  'Carga no motor',
  'Prêmio carga no motor',
  'Inércia',
  'Prêmio inércia',
  'Prêmio total',
] as const;

/** January to December, as the dashboard's Month filter lists them. */
export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
