import { hasValidCheckDigits } from '@frota/engine';

/** One tracker reading as an integration sends it (POST /v1/integration/telemetry). */
export interface IncomingReading {
  plate: string;
  driverName?: string;
  driverCpf?: string;
  /** ISO 8601 with its offset: 2026-11-26T08:15:00-03:00. */
  time: string;
  latitude: number;
  longitude: number;
  /** km/h */
  speed?: number;
  /** % */
  engineLoad?: number;
  /** % */
  acceleratorPosition?: number;
  /** metres */
  odometer?: number;
}

/** A reading as stored in tracking_logs (without its client, which its plate gives). */
export interface CheckedReading {
  placa: string;
  motoristaNome: string | null;
  motoristaCpf: string | null;
  savedAt: Date;
  latitude: number;
  longitude: number;
  velocidade: number | null;
  engineLoad: number | null;
  posicaoAcelerador: number | null;
  odometro: number | null;
}

/** A tracker may run a little ahead of the server's clock; more than this is refused. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const PLATE = /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function optionalNumber(value: unknown, min: number, max: number, message: string): number | null | string {
  if (value === undefined || value === null) return null;
  return isNumber(value) && value >= min && value <= max ? value : message;
}

/**
 * A reading checked and in the stored shape, or the pt-BR reason it is refused. The plate is read in its
 * normal form (ABC1D23, as typed with or without the hyphen).
 *
 * @example checkReading({ plate: 'abc-1d23', time: '2026-11-26T08:15:00-03:00', latitude: -23.5, longitude: -46.6 }, now)
 */
export function checkReading(raw: unknown, now: Date): CheckedReading | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return 'Leitura inválida: envie um objeto.';
  const reading = raw as Record<string, unknown>;
  const plate =
    typeof reading['plate'] === 'string' ? reading['plate'].replace(/[^0-9a-z]/gi, '').toUpperCase() : '';
  if (!PLATE.test(plate)) return 'Placa inválida: use o formato ABC1D23 ou ABC1234.';
  const time = reading['time'];
  if (typeof time !== 'string' || !ISO_WITH_ZONE.test(time) || Number.isNaN(Date.parse(time)))
    return 'Data e hora inválidas: use ISO 8601 com fuso (2026-11-26T08:15:00-03:00).';
  const savedAt = new Date(time);
  if (savedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return 'Data e hora no futuro.';
  const { latitude, longitude } = reading;
  if (!isNumber(latitude) || latitude < -90 || latitude > 90) return 'Latitude inválida: de -90 a 90.';
  if (!isNumber(longitude) || longitude < -180 || longitude > 180)
    return 'Longitude inválida: de -180 a 180.';
  const name = reading['driverName'];
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.trim().length > 200))
    return 'Nome do motorista inválido: até 200 caracteres.';
  const cpfRaw = reading['driverCpf'];
  const cpf = typeof cpfRaw === 'string' ? cpfRaw.replace(/\D/g, '') : cpfRaw;
  if (
    cpf !== undefined &&
    cpf !== null &&
    cpf !== '' &&
    (typeof cpf !== 'string' || !hasValidCheckDigits('cpf', cpf))
  )
    return 'CPF do motorista inválido.';
  const speed = optionalNumber(reading['speed'], 0, 300, 'Velocidade inválida: de 0 a 300 km/h.');
  const engineLoad = optionalNumber(reading['engineLoad'], 0, 100, 'Carga no motor inválida: de 0 a 100%.');
  const accelerator = optionalNumber(
    reading['acceleratorPosition'],
    0,
    100,
    'Posição do acelerador inválida: de 0 a 100%.',
  );
  const odometer = optionalNumber(reading['odometer'], 0, 1e10, 'Odômetro inválido: metros, a partir de 0.');
  for (const value of [speed, engineLoad, accelerator, odometer]) if (typeof value === 'string') return value;
  return {
    placa: plate,
    motoristaNome: typeof name === 'string' && name.trim() ? name.trim() : null,
    motoristaCpf: typeof cpf === 'string' && cpf ? cpf : null,
    savedAt,
    latitude,
    longitude,
    velocidade: speed as number | null,
    engineLoad: engineLoad as number | null,
    posicaoAcelerador: accelerator as number | null,
    odometro: odometer as number | null,
  };
}
