/**
 * The fleet simulator (`npm run simulate`): drives the open programmings of a running product along their
 * routes through the API itself, as trackers and a person at the control tower would, so someone watching the
 * portal sees trucks load, travel, unload and run late.
 *
 * It signs in as the demo Admin, creates an integration key ('Simulador', revoked when it stops), starts a few
 * Created programmings (one of them rescheduled to leave a few ticks from now and held at its origin past that
 * time, so it runs late), and then, every tick: moves each programming's main plate towards its next place (the
 * fence centre of the origin, the destination, then the return reference or away from the destination), or
 * keeps it a few ticks inside a fence; sends one reading per truck through POST /v1/integration/telemetry, with
 * the tick's wall-clock time; calls the location refresh; and prints each truck's status and place.
 *
 * Options: --api URL (or SIMULATOR_API_URL; default http://localhost:3000), --ticks N (default: until Ctrl+C),
 * --interval seconds between ticks (3), --start N Created programmings to start (2), --late N of them to make
 * late (1), --leg-ticks N ticks from one place to the next (8), --stay N ticks inside a fence (3). The account is
 * the demo Admin's unless SIMULATOR_EMAIL and SIMULATOR_PASSWORD say otherwise.
 */
import { parseArgs } from 'node:util';
import {
  type GeoPoint,
  haversineKm,
  parseProgrammingStatus,
  polygonCentre,
  type ProgrammingStatus,
  programmingStatusLabel,
  PROGRAMMING_STATUSES,
} from '@frota/domain';

const { values: options } = parseArgs({
  options: {
    api: { type: 'string', default: process.env['SIMULATOR_API_URL'] ?? 'http://localhost:3000' },
    ticks: { type: 'string', default: '0' },
    interval: { type: 'string', default: '3' },
    start: { type: 'string', default: '2' },
    late: { type: 'string', default: '1' },
    'leg-ticks': { type: 'string', default: '8' },
    stay: { type: 'string', default: '3' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help) {
  console.log(`npm run simulate -- [--api URL] [--ticks N] [--interval S] [--start N] [--late N] [--leg-ticks N] [--stay N]

  --api URL        the API (default SIMULATOR_API_URL or http://localhost:3000)
  --ticks N        stop after N ticks (default: until Ctrl+C)
  --interval S     seconds between ticks (default 3)
  --start N        Created programmings to start, each on a plate of its own (default 2)
  --late N         of those, how many leave late and overstay at the origin (default 1)
  --leg-ticks N    ticks from one place to the next (default 8)
  --stay N         ticks inside a fence at the origin and the destination (default 3)`);
  process.exit(0);
}

function count(name: keyof typeof options, min: number): number {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value < min) {
    console.error(`--${name}: informe um número a partir de ${min}.`);
    process.exit(2);
  }
  return value;
}

const API = String(options.api).replace(/\/+$/, '');
const TICKS = Math.floor(count('ticks', 0));
const INTERVAL_MS = count('interval', 0.2) * 1000;
const TO_START = Math.floor(count('start', 0));
const LATE = Math.floor(count('late', 0));
const LEG_TICKS = Math.max(1, Math.floor(count('leg-ticks', 1)));
const STAY = Math.max(2, Math.floor(count('stay', 2)));
/** Extra ticks a late truck stays at its origin. */
const DAWDLE = 6;
const EMAIL = process.env['SIMULATOR_EMAIL'] ?? 'admin@demo.com.br';
const PASSWORD = process.env['SIMULATOR_PASSWORD'] ?? 'demo1234';
const PROGRAMMINGS = '/v1/backoffice/programmings';

/** A programming as the API lists it (the fields the simulator reads and, for a reschedule, writes back). */
interface Programming {
  id: number;
  status: number | string;
  mainVehiclePlateName: string | null;
  driverName: string | null;
  travelType: number | null;
  originReferenceId: number;
  destinationReferenceId: number;
  isReturn: boolean | null;
  returnDestinationReferenceId: number | null;
  currentLatitude: number | null;
  currentLongitude: number | null;
  currentAddressInfo: string | null;
  [field: string]: unknown;
}

interface Place {
  name: string;
  centre: GeoPoint;
}

type Step = { kind: 'drive'; to: GeoPoint } | { kind: 'stay'; ticks: number };

interface Truck {
  plate: string;
  programming: Programming;
  position: GeoPoint;
  steps: Step[];
  /** Kilometres a tick on the road. */
  stepKm: number;
  odometerM: number;
  status: ProgrammingStatus | undefined;
  late: boolean;
  /** The plate's other open programmings: they get the same readings. */
  sharing: number[];
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let token = '';

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  retried = false,
): Promise<T> {
  const sent: Record<string, string> = { ...headers };
  // Staff calls carry the session; the ingest carries its integration key instead.
  const staff = !path.startsWith('/v1/integration');
  if (staff && token) sent['Authorization'] = `Bearer ${token}`;
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const response = await fetch(API + path, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // The access token lasts minutes; a long run signs in again.
  if (response.status === 401 && !retried && staff) {
    await signIn();
    return request(method, path, body, headers, true);
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as { data?: T; errors?: string[] }) : {};
  if (!response.ok)
    throw new ApiError(response.status, `${method} ${path}: ${json.errors?.join(' ') ?? response.status}`);
  return json.data as T;
}

async function signIn(): Promise<void> {
  const data = await request<{ accessToken: string }>(
    'POST',
    '/v1/identity/connect/token',
    { email: EMAIL, password: PASSWORD },
    {},
    true,
  );
  token = data.accessToken;
}

/** The open programmings: Created ones and every one under way, by status (a page of 100 each). */
async function openProgrammings(): Promise<Programming[]> {
  const open = PROGRAMMING_STATUSES.flatMap((status, code) =>
    ['Waiting', 'Available', 'Completed', 'Finished', 'Cancelled'].includes(status) ? [] : [code],
  );
  const pages = await Promise.all(
    open.map((code) =>
      request<{ itens: Programming[] }>(
        'GET',
        `${PROGRAMMINGS}?status=${code}&perPage=100&orderBy=created_asc`,
      ),
    ),
  );
  return pages.flatMap((page) => page.itens).sort((a, b) => a.id - b.id);
}

const places = new Map<number, Place>();

async function placeOf(id: number): Promise<Place> {
  const known = places.get(id);
  if (known) return known;
  const reference = await request<{ name: string; geofence: { points: GeoPoint[] } | null }>(
    'GET',
    `/v1/backoffice/references/${id}`,
  );
  const fence = (reference.geofence?.points ?? []).map(({ latitude, longitude }) => ({
    latitude,
    longitude,
  }));
  const centre = polygonCentre(fence);
  if (!centre) throw new Error(`a referência ${reference.name} não tem cerca`);
  const place = { name: reference.name, centre };
  places.set(id, place);
  return place;
}

/** The point `km` from `from` in the direction of `towards` (or past it), on a flat-enough Earth. */
function towards(from: GeoPoint, to: GeoPoint, km: number): GeoPoint {
  const total = haversineKm(from, to);
  if (total === 0) return from;
  const f = km / total;
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * f,
    longitude: from.longitude + (to.longitude - from.longitude) * f,
  };
}

const AT_ORIGIN: ProgrammingStatus[] = ['InProgress', 'DelayedDeparture', 'Loading', 'DelayedLoading'];
const AT_DESTINATION: ProgrammingStatus[] = ['Unloading', 'DelayedUnloading'];

/**
 * What is left of a trip from its status: to the origin and a stay there (a late truck stays longer), to the
 * destination and a stay, then to the return reference and into its fence, or away from the destination.
 */
async function stepsOf(p: Programming, status: ProgrammingStatus, late: boolean) {
  const origin = await placeOf(p.originReferenceId);
  const destination = await placeOf(p.destinationReferenceId);
  const back =
    p.isReturn && p.returnDestinationReferenceId ? await placeOf(p.returnDestinationReferenceId) : null;
  const stepKm = Math.max(1, haversineKm(origin.centre, destination.centre) / LEG_TICKS);
  // A loaded trip in EmptyTransit has left its destination: it is heading to the return reference.
  const returning = status === 'EmptyTransit' && p.travelType === 1 && back !== null;
  const steps: Step[] = [];
  if (AT_ORIGIN.includes(status))
    steps.push({ kind: 'drive', to: origin.centre }, { kind: 'stay', ticks: STAY + (late ? DAWDLE : 0) });
  if (!returning && !AT_DESTINATION.includes(status)) steps.push({ kind: 'drive', to: destination.centre });
  if (!returning) steps.push({ kind: 'stay', ticks: STAY });
  // Out of the destination's fence for two readings (Completed), or into the return's (Finished).
  if (back) steps.push({ kind: 'drive', to: back.centre }, { kind: 'stay', ticks: 2 });
  else
    steps.push(
      { kind: 'drive', to: towards(destination.centre, origin.centre, Math.max(3, stepKm * 1.5)) },
      { kind: 'stay', ticks: 1 },
    );
  const known =
    p.currentLatitude !== null && p.currentLongitude !== null
      ? { latitude: p.currentLatitude, longitude: p.currentLongitude }
      : undefined;
  // A trip just started begins two ticks short of its origin, on the far side from the destination.
  const position = known ?? towards(origin.centre, destination.centre, -2 * Math.min(stepKm, 10));
  return { steps, stepKm, position };
}

/** Moves the truck one tick along its steps; false when it has nowhere left to go. */
function advance(truck: Truck): { moving: boolean } | undefined {
  for (;;) {
    const step = truck.steps[0];
    if (!step) return undefined;
    if (step.kind === 'stay') {
      step.ticks -= 1;
      if (step.ticks <= 0) truck.steps.shift();
      return { moving: false };
    }
    const left = haversineKm(truck.position, step.to);
    if (left < 0.01) {
      truck.steps.shift();
      continue;
    }
    const km = Math.min(left, truck.stepKm);
    const next = km === left ? step.to : towards(truck.position, step.to, km);
    truck.odometerM += km * 1000;
    truck.position = next;
    if (km === left) truck.steps.shift();
    return { moving: true };
  }
}

/** A few metres of GPS noise, so a truck standing still is not one point repeated. */
const jitter = (point: GeoPoint): GeoPoint => ({
  latitude: point.latitude + (Math.random() - 0.5) * 0.0002,
  longitude: point.longitude + (Math.random() - 0.5) * 0.0002,
});

/** Waits `ms`, or less when the run is stopped. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      done();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
  });

/** The form's fields, sent back whole by a reschedule (an update replaces every field). */
const FORM_FIELDS = [
  'clientId',
  'mainVehiclePlateId',
  'semiTrailer1Id',
  'semiTrailer2Id',
  'productId',
  'volume',
  'driverId',
  'travelType',
  'routeId',
  'originReferenceId',
  'destinationReferenceId',
  'expectedDepartureTime',
  'expectedArrivalTime',
  'isReturn',
  'returnDestinationReferenceId',
  'distanceKm',
];

/**
 * Makes a Created programming leave soon: departure once the truck has reached its origin and loaded, arrival
 * half a leg later. Held at the origin past its departure, it runs late (Atraso na Saída), and then cannot
 * arrive on time (Atraso no Trânsito, Atraso na Chegada).
 */
async function reschedule(p: Programming): Promise<void> {
  const departure = Date.now() + (3 + STAY) * INTERVAL_MS;
  const arrival = departure + (DAWDLE + LEG_TICKS / 2) * INTERVAL_MS;
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) if (p[field] !== undefined) body[field] = p[field];
  body['expectedDepartureTime'] = new Date(departure).toISOString();
  body['expectedArrivalTime'] = new Date(arrival).toISOString();
  await request('PUT', `${PROGRAMMINGS}/${p.id}`, body);
}

async function main(): Promise<void> {
  console.log(`Simulador: ${API}`);
  await signIn();
  const key = await request<{ id: number; key: string }>('POST', '/v1/backoffice/integration-keys', {
    name: 'Simulador',
  });
  const stop = new AbortController();
  let interrupted = 0;
  process.on('SIGINT', () => {
    interrupted += 1;
    if (interrupted > 1) process.exit(130);
    console.log('\nEncerrando (Ctrl+C de novo sai na hora)...');
    stop.abort();
  });
  try {
    await run(key.key, stop.signal);
  } finally {
    // The key was only for this run.
    await request('DELETE', `/v1/backoffice/integration-keys/${key.id}`).catch(() => undefined);
  }
}

async function run(integrationKey: string, signal: AbortSignal): Promise<void> {
  const open = await openProgrammings();
  const byPlate = new Map<string, Programming[]>();
  for (const p of open)
    if (p.mainVehiclePlateName)
      byPlate.set(p.mainVehiclePlateName, [...(byPlate.get(p.mainVehiclePlateName) ?? []), p]);
  const trucks: Truck[] = [];
  let started = 0;
  // One truck per plate: a plate's trip under way if it has one (the oldest), else a Created one to start.
  for (const [plate, list] of byPlate) {
    const underWay = list.find((p) => parseProgrammingStatus(p.status) !== 'Created');
    let chosen = underWay;
    let late = false;
    if (!chosen && started < TO_START) {
      chosen = list[0]!;
      late = started < LATE;
      try {
        if (late) await reschedule(chosen);
        chosen = await request<Programming>('POST', `${PROGRAMMINGS}/${chosen.id}/start`);
        started += 1;
        console.log(`Iniciada a programação #${chosen.id} (${plate})${late ? ', que vai se atrasar' : ''}.`);
      } catch (error) {
        console.log(`Programação #${chosen.id} não iniciada: ${(error as Error).message}`);
        continue;
      }
    }
    if (!chosen) continue;
    const status = parseProgrammingStatus(chosen.status);
    if (!status) continue;
    try {
      const { steps, stepKm, position } = await stepsOf(chosen, status, late);
      trucks.push({
        plate,
        programming: chosen,
        position,
        steps,
        stepKm,
        odometerM: 100_000_000 + Math.floor(Math.random() * 50_000_000),
        status,
        late,
        sharing: list
          .filter((p) => p.id !== chosen.id && parseProgrammingStatus(p.status) !== 'Created')
          .map((p) => p.id),
      });
    } catch (error) {
      console.log(`${plate} #${chosen.id} fica parado: ${(error as Error).message}`);
    }
  }
  if (trucks.length === 0) {
    console.log('Nenhuma programação aberta com placa principal: nada a simular.');
    return;
  }
  for (const truck of trucks)
    if (truck.sharing.length > 0)
      console.log(
        `Atenção: ${truck.plate} também é a placa de ${truck.sharing.map((id) => `#${id}`).join(', ')}, que recebem as mesmas leituras.`,
      );
  console.log(`${trucks.length} caminhões; Ctrl+C para parar.\n`);

  for (let tick = 1; (TICKS === 0 || tick <= TICKS) && !signal.aborted; tick += 1) {
    const began = Date.now();
    const moving = trucks.filter((truck) => truck.steps.length > 0);
    if (moving.length === 0) {
      console.log('Todos os caminhões chegaram ao fim do roteiro.');
      return;
    }
    const time = new Date().toISOString();
    const readings = [];
    for (const truck of moving) {
      const moved = advance(truck);
      if (!moved) continue;
      readings.push({
        plate: truck.plate,
        ...(truck.programming.driverName ? { driverName: truck.programming.driverName } : {}),
        time,
        ...(moved.moving ? truck.position : jitter(truck.position)),
        speed: moved.moving ? 60 + Math.round(Math.random() * 25) : 0,
        engineLoad: moved.moving ? 45 + Math.round(Math.random() * 40) : 8 + Math.round(Math.random() * 6),
        acceleratorPosition: moved.moving ? 30 + Math.round(Math.random() * 50) : 0,
        odometer: Math.round(truck.odometerM),
      });
    }
    if (readings.length > 0) {
      const ingest = await request<{ refused: Array<{ index: number; reason: string }> }>(
        'POST',
        '/v1/integration/telemetry',
        { readings },
        { 'x-integration-key': integrationKey },
      );
      for (const { index, reason } of ingest.refused)
        console.log(`  leitura de ${readings[index]?.plate} recusada: ${reason}`);
    }
    const refresh = await request<{ totalUpdated: number; errors: string[] }>(
      'POST',
      '/v1/backoffice/programming-location/refresh',
    );
    const clock = new Date().toLocaleTimeString('pt-BR');
    console.log(
      `#${tick} ${clock}: ${readings.length} leituras, ${refresh.totalUpdated} programações atualizadas`,
    );
    for (const error of refresh.errors) console.log(`  erro: ${error}`);
    const fresh = await Promise.all(
      moving.map((truck) => request<Programming>('GET', `${PROGRAMMINGS}/${truck.programming.id}`)),
    );
    for (const [i, truck] of moving.entries()) {
      const p = fresh[i]!;
      const status = parseProgrammingStatus(p.status);
      const change =
        status === truck.status
          ? programmingStatusLabel(status)
          : `${programmingStatusLabel(truck.status)} → ${programmingStatusLabel(status)}`;
      truck.status = status;
      truck.programming = p;
      const place = p.currentAddressInfo ?? '';
      console.log(
        `  ${truck.plate} #${p.id} ${change}${place ? ` — ${place}` : ''}${truck.late ? ' (atraso simulado)' : ''}`,
      );
      // A closed trip (Completed, Finished, or cancelled meanwhile) has nothing left to drive.
      if (status && ['Completed', 'Finished', 'Cancelled'].includes(status)) truck.steps = [];
    }
    await sleep(Math.max(0, INTERVAL_MS - (Date.now() - began)), signal);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof TypeError && /fetch failed/.test(message)
      ? `Simulador: a API em ${API} não respondeu (inicie o produto com npm start, ou use --api).`
      : `Simulador: ${message}`,
  );
  process.exit(1);
});
