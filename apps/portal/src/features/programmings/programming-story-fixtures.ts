// Fixtures of the programmings' stories and component tests: clients with their plates and drivers, the seed's
// products, references and routes, programmings in every kind of status, and a stand-in for the API that the
// portal's HTTP client reaches through `fetch` (the list and form pages call it directly, not through a data
// provider a story could swap).
import {
  actionRefusal,
  canDoProgrammingAction,
  PROGRAMMING_STATUSES,
  type ProgrammingStatus,
} from '@frota/domain';
import { apiCall, type EntityApi } from '@frota/engine';
import { entityIndex } from '@frota/engine/entity-index';
import type { ShortListOption } from '@frota/engine/react';
import { API_URL, SESSION_STORAGE_KEY } from '../../config/runtime.ts';
import type { ProgrammingRow } from './list/programming-row.ts';
import type { LocationRefreshResult } from '@frota/domain';
import { RELATED } from './shared/related-entities.ts';

/** The programmings' summary, as the portal's router hands it to the list and form pages. */
export const programmingsSummary = entityIndex.find((summary) => summary.id === 'programmings')!;

/** The list filters the stub API applies, each an exact match on the field of that name (as the server's). */
export const STUB_FILTERS = ['clientId', 'mainVehiclePlateId', 'status', 'travelType'] as const;

/**
 * Whether a row passes the stub's filters (all but `except`), as the server filters: a filter repeated in the
 * query (several statuses, held comma-joined by `queryOf`) matches any of its values.
 */
export const passesFilters = (row: ProgrammingRow, query: Record<string, string>, except?: string) =>
  STUB_FILTERS.every(
    (param) => param === except || !query[param] || query[param].split(',').includes(String(row[param])),
  );

/** A call's query, a repeated parameter's values comma-joined (`status=2&status=3` reads `{ status: '2,3' }`). */
export const queryOf = (search: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...new Set(search.keys())].map((key) => [key, search.getAll(key).join()]));

/** A status by its name, as the number the API sends. */
export const code = (status: ProgrammingStatus) => PROGRAMMING_STATUSES.indexOf(status);

const option = (value: number, text: string): ShortListOption => ({ key: value, value, text });

export const CLIENTS = [
  option(1, 'Logística Gaúcha S.A.'),
  option(2, 'Transportes Cerrado Ltda.'),
  option(3, 'Agro Norte Transportes'),
];

/** Each client's plates (stored without the dash, as the short list sends them). */
const PLATES: Record<number, ShortListOption[]> = {
  1: [option(11, 'RST4A21'), option(12, 'IZB7C84'), option(13, 'IXH2F05'), option(14, 'QHA9D13')],
  2: [option(21, 'PQR3B12'), option(22, 'OMG6E77'), option(23, 'KLT1H40')],
  3: [option(31, 'NAV8J52'), option(32, 'MTB4K09')],
};

const DRIVERS: Record<number, ShortListOption[]> = {
  1: [option(101, 'João Batista Pereira'), option(102, 'Marcos Antônio Silva')],
  2: [option(201, 'Carlos Eduardo Souza'), option(202, 'Rafael Mendes Lima')],
  3: [option(301, 'Adriano Costa Ribeiro')],
};

export const PRODUCTS = [
  option(1, 'Soja em grãos'),
  option(2, 'Milho em grãos'),
  option(3, 'Farelo de soja'),
  option(4, 'Açúcar VHP'),
  option(5, 'Fertilizante'),
  option(6, 'Café em sacas'),
];

/** The seed's references, with the centre of each fence. */
const PLACES = [
  { id: 1, name: 'CD Campinas', centre: [-22.9056, -47.0608] },
  { id: 2, name: 'Porto de Santos – Terminal 1', centre: [-23.9608, -46.3336] },
  { id: 3, name: 'CD São Paulo – Vila Leopoldina', centre: [-23.5136, -46.6877] },
  { id: 4, name: 'CD Curitiba – CIC', centre: [-25.4284, -49.2733] },
  { id: 5, name: 'Porto de Paranaguá – Corredor de Exportação', centre: [-25.5034, -48.5186] },
  { id: 6, name: 'Terminal de grãos Rondonópolis', centre: [-16.4673, -54.6372] },
  { id: 7, name: 'Armazém Sorriso', centre: [-12.5425, -55.7211] },
  { id: 8, name: 'Usina Ribeirão Preto', centre: [-21.1775, -47.8103] },
  { id: 9, name: 'Refinaria de Paulínia', centre: [-22.7611, -47.1542] },
] as const;

export const REFERENCES = PLACES.map((place) => option(place.id, place.name));
const placeName = (id: number) => PLACES.find((place) => place.id === id)!.name;

/** The seed's routes, origin → destination by reference id. */
const ROUTE_ENDS = [
  { id: 1, originId: 1, destinationId: 2 },
  { id: 2, originId: 3, destinationId: 2 },
  { id: 3, originId: 4, destinationId: 5 },
  { id: 4, originId: 6, destinationId: 2 },
  { id: 5, originId: 7, destinationId: 6 },
  { id: 6, originId: 8, destinationId: 2 },
] as const;

export const ROUTES = ROUTE_ENDS.map((route) =>
  option(route.id, `${placeName(route.originId)} → ${placeName(route.destinationId)}`),
);

/** The active justifications of the Cancellation type (the seed's four). */
export const CANCELLATION_JUSTIFICATIONS = [
  option(1, 'Cancelado a pedido do cliente'),
  option(2, 'Veículo em manutenção'),
  option(3, 'Carga não disponível na origem'),
  option(4, 'Condições climáticas adversas'),
];

/** A fence of four corners about 500 m around a centre (what the distance proposal reads). */
const fenceAround = ([latitude, longitude]: readonly [number, number]) =>
  [
    [0.0045, -0.0045],
    [0.0045, 0.0045],
    [-0.0045, 0.0045],
    [-0.0045, -0.0045],
  ].map(([dLat, dLng], index) => ({ index, latitude: latitude + dLat!, longitude: longitude + dLng! }));

const HOUR = 3_600_000;
/** The stories' "now": Monday 16 March 2026, 10:00 in São Paulo. */
const NOW = Date.parse('2026-03-16T13:00:00.000Z');
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

interface Trip {
  status: ProgrammingStatus;
  client: number;
  plate: number;
  driver?: number;
  product: number;
  volume: number;
  route: number;
  /** Hours from the stories' now. */
  departure: number;
  returnTo?: number;
  empty?: boolean;
  /** Where the last reading placed the truck, and how many hours ago. */
  last?: [address: string, hoursAgo: number];
}

/** A truck never read: the API sends null, which the record type generated from the schema does not say. */
const NO_POSITION = { currentLatitude: null, currentLongitude: null } as unknown as {
  currentLatitude: number;
  currentLongitude: number;
};

/** Where a truck with a reading stands: a few kilometres from its origin, apart from the others. */
function positionNear(placeId: number, id: number) {
  const [latitude, longitude] = PLACES.find((place) => place.id === placeId)!.centre;
  const angle = id * 2.4;
  return {
    currentLatitude: Number((latitude + 0.05 * Math.sin(angle)).toFixed(5)),
    currentLongitude: Number((longitude + 0.05 * Math.cos(angle)).toFixed(5)),
  };
}

const label = (options: ShortListOption[] | undefined, value: number | undefined) =>
  options?.find((item) => item.value === value)?.text ?? '';

/** A programming as the list and get answer it, from a trip's short description. */
function programming(id: number, trip: Trip): ProgrammingRow {
  const ends = ROUTE_ENDS.find((route) => route.id === trip.route)!;
  const plates = PLATES[trip.client];
  return {
    id,
    clientId: trip.client,
    clientName: label(CLIENTS, trip.client),
    mainVehiclePlateId: trip.plate,
    mainVehiclePlateName: label(plates, trip.plate),
    semiTrailer1Name: '',
    semiTrailer2Name: '',
    volume: trip.volume,
    productId: trip.product,
    productName: label(PRODUCTS, trip.product),
    driverId: trip.driver,
    driverName: label(DRIVERS[trip.client], trip.driver),
    travelType: trip.empty ? 0 : 1,
    routeId: trip.route,
    routeName: label(ROUTES, trip.route),
    originReferenceId: ends.originId,
    originReferenceName: placeName(ends.originId),
    destinationReferenceId: ends.destinationId,
    destinationReferenceName: placeName(ends.destinationId),
    isReturn: trip.returnTo !== undefined,
    returnDestinationReferenceId: trip.returnTo,
    returnDestinationReferenceName: trip.returnTo ? placeName(trip.returnTo) : '',
    expectedDepartureTime: at(trip.departure),
    expectedArrivalTime: at(trip.departure + 7),
    distanceKm: 96.4,
    status: code(trip.status),
    lastLocationUpdate: trip.last ? at(-trip.last[1]) : '',
    ...(trip.last ? positionNear(ends.originId, id) : NO_POSITION),
    currentAddressInfo: trip.last?.[0] ?? '',
    createdAt: at(-72 + id),
  };
}

/** One programming in each kind of status, as the full list's first page shows them (newest first). */
const SHOWCASE: Trip[] = [
  { status: 'Created', client: 1, plate: 11, driver: 101, product: 1, volume: 37.5, route: 1, departure: 26 },
  {
    status: 'InProgress',
    client: 1,
    plate: 12,
    driver: 102,
    product: 2,
    volume: 35,
    route: 4,
    departure: 1,
    last: ['Em Posto Castelo km 70', 0.2],
  },
  {
    status: 'Loading',
    client: 2,
    plate: 21,
    driver: 201,
    product: 4,
    volume: 33.75,
    route: 6,
    departure: 1,
    last: ['Em Usina Ribeirão Preto', 0.1],
  },
  {
    status: 'LoadedTransit',
    client: 1,
    plate: 13,
    product: 1,
    volume: 36.25,
    route: 1,
    departure: -3,
    last: ['4,2 km de Posto Graal Anhanguera km 105', 0.3],
  },
  {
    status: 'DelayedTransit',
    client: 3,
    plate: 31,
    driver: 301,
    product: 3,
    volume: 34.5,
    route: 3,
    departure: -2,
    last: ['12,4 km de Pátio de Triagem de Paranaguá', 0.5],
  },
  {
    status: 'Unloading',
    client: 2,
    plate: 22,
    driver: 202,
    product: 2,
    volume: 32.5,
    route: 2,
    departure: -8,
    returnTo: 3,
    last: ['Em Pátio Regulador de Cubatão', 0.4],
  },
  {
    status: 'EmptyTransit',
    client: 1,
    plate: 14,
    driver: 101,
    product: 5,
    volume: 18,
    route: 5,
    departure: -4,
    empty: true,
    last: ['Em Posto Sorriso Norte BR-163', 1.5],
  },
  { status: 'Waiting', client: 3, plate: 32, product: 6, volume: 21, route: 4, departure: 20 },
  {
    status: 'Completed',
    client: 2,
    plate: 23,
    driver: 201,
    product: 1,
    volume: 38.75,
    route: 2,
    departure: -50,
    last: ['Em Porto de Santos – Terminal 1', 40],
  },
  {
    status: 'Cancelled',
    client: 1,
    plate: 11,
    driver: 102,
    product: 2,
    volume: 35,
    route: 1,
    departure: -30,
  },
];

/** The showcase's ten programmings (#128 down to #119): the full list's first page. */
export const SHOWCASE_ROWS: ProgrammingRow[] = SHOWCASE.map((trip, index) => programming(128 - index, trip));

/** The showcase row in a status. */
export const rowIn = (status: ProgrammingStatus): ProgrammingRow =>
  SHOWCASE_ROWS.find((row) => row.status === code(status))!;

/**
 * The API's programmings: the showcase, then thirteen older ones on the same trucks (23 in all: three pages of
 * ten in full mode, five of five in compact).
 */
export function programmingRecords(): ProgrammingRow[] {
  const older = Array.from({ length: 13 }, (_, index) => {
    const trip = SHOWCASE[(index * 3) % SHOWCASE.length]!;
    return programming(118 - index, {
      ...trip,
      status: index % 4 === 3 ? 'Cancelled' : 'Completed',
      departure: -60 - index * 20,
      last: trip.last
        ? [`Em ${placeName(ROUTE_ENDS[trip.route - 1]!.destinationId)}`, 50 + index * 20]
        : undefined,
    });
  });
  return [...SHOWCASE_ROWS, ...older].map((row) => structuredClone(row));
}

/** A location refresh that moved three of nine trucks, with a silent plate and a failed geocoding. */
export const REFRESH_RESULT: LocationRefreshResult = {
  totalProcessed: 9,
  totalUpdated: 3,
  totalIgnored: 6,
  hasUpdates: true,
  warnings: ['2 programações sem leitura de posição nas últimas 2 horas (placas IZB-7C84, NAV-8J52).'],
  errors: [],
};

/** A call the stub API received. */
export interface ApiCall {
  method: string;
  path: string;
  /** The query by parameter, a repeated one's values comma-joined (`queryOf`). */
  query: Record<string, string>;
  /** The query string as sent (`status=2&status=3`). */
  search: string;
  body: unknown;
}

export interface ProgrammingApiOptions {
  /** The programmings the API keeps (`programmingRecords()` by default); changed by the calls. */
  records?: ProgrammingRow[];
  /** Milliseconds before each answer. */
  latency?: number;
  /**
   * The active Cancellation justifications ('none': the list is empty; 'pending': it never answers; 'failing': a
   * 500).
   */
  justifications?: 'seeded' | 'none' | 'pending' | 'failing';
  /** The programmings' own reads (list, record): answered, never answered ('pending') or failing with a 500. */
  programmings?: 'answered' | 'pending' | 'failing';
  /** The short lists of clients, plates, drivers, products, routes and references: answered or failing (a 500). */
  shortLists?: 'answered' | 'failing';
  /** A route's own read (`GET routes/{id}`, which fills origin and destination): answered or failing (a 500). */
  routeRead?: 'answered' | 'failing';
  /** The answer of the location refresh. */
  refresh?: LocationRefreshResult;
  /** Told of every call, before the answer. */
  onCall?: (call: ApiCall) => void;
}

const pathOf = (entity: EntityApi, action: 'all' = 'all') => apiCall(entity, action).path;
const SHORT_LISTS: Record<string, (query: Record<string, string>) => ShortListOption[]> = {
  [pathOf(RELATED.clients)]: () => CLIENTS,
  [pathOf(RELATED.plates)]: ({ clientId }) =>
    clientId ? (PLATES[Number(clientId)] ?? []) : Object.values(PLATES).flat(),
  [pathOf(RELATED.drivers)]: ({ clienteId }) => DRIVERS[Number(clienteId)] ?? [],
  [pathOf(RELATED.products)]: () => PRODUCTS,
  [pathOf(RELATED.routes)]: () => ROUTES,
  [pathOf(RELATED.references)]: () => REFERENCES,
};

const PROGRAMMINGS = programmingsSummary.api.basePath;
const NEXT_STATUS = { start: 'InProgress', complete: 'Completed', cancel: 'Cancelled' } as const;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
const ok = (data: unknown) => json(200, { success: true, data });
const refused = (status: number, message: string) => json(status, { success: false, errors: [message] });
/** The server failing a read (the portal's HTTP client toasts 'Ops, algo deu errado!' unless the call is quiet). */
const SERVER_FAILED = () => refused(500, 'Ocorreu um erro inesperado no servidor.');

/**
 * The programmings' back end in memory, as a `fetch` for the portal's HTTP client: the list (page, size,
 * filters), get, create, update, delete, start, complete and cancel (refused with a 409 as the server refuses
 * them, by status), the location refresh, and the short lists, routes and references the screens read.
 */
export function programmingApi({
  records = programmingRecords(),
  latency = 0,
  justifications = 'seeded',
  refresh = REFRESH_RESULT,
  programmings = 'answered',
  shortLists = 'answered',
  routeRead = 'answered',
  onCall,
}: ProgrammingApiOptions = {}) {
  let nextId = Math.max(0, ...records.map((row) => row.id)) + 1;
  const answer = (call: ApiCall): Response | undefined => {
    const { method, path, query, body } = call;
    const data = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && SHORT_LISTS[path])
      return shortLists === 'failing' ? SERVER_FAILED() : ok(SHORT_LISTS[path](query));
    if (method === 'GET' && path === pathOf(RELATED.justifications))
      return justifications === 'failing'
        ? SERVER_FAILED()
        : ok(justifications === 'none' ? [] : CANCELLATION_JUSTIFICATIONS);
    if (method === 'POST' && path === '/v1/backoffice/programming-location/refresh') return ok(refresh);
    const route = path.match(/^\/v1\/backoffice\/routes\/(\d+)$/);
    if (method === 'GET' && route) {
      if (routeRead === 'failing') return SERVER_FAILED();
      const ends = ROUTE_ENDS.find((candidate) => candidate.id === Number(route[1]));
      return ends ? ok({ ...ends, name: label(ROUTES, ends.id) }) : refused(404, 'Rota não encontrada.');
    }
    const reference = path.match(/^\/v1\/backoffice\/references\/(\d+)$/);
    if (method === 'GET' && reference) {
      const place = PLACES.find((candidate) => candidate.id === Number(reference[1]));
      return place
        ? ok({ id: place.id, name: place.name, geofence: { points: fenceAround(place.centre) } })
        : refused(404, 'Referência não encontrada.');
    }
    if (path === `${PROGRAMMINGS}/` || path === PROGRAMMINGS) {
      if (method === 'POST') {
        const created = { ...(data as Partial<ProgrammingRow>), id: nextId++, status: code('Created') };
        records.unshift(created as ProgrammingRow);
        return ok({ id: created.id });
      }
      const filtered = records.filter((row) => passesFilters(row, query));
      const perPage = Number(query['perPage'] ?? 10);
      const page = Number(query['Page'] ?? 1);
      return ok({
        itens: filtered.slice((page - 1) * perPage, page * perPage),
        totalItems: filtered.length,
        totalPages: Math.max(1, Math.ceil(filtered.length / perPage)),
        page,
        perPage,
      });
    }
    const one = path.match(new RegExp(`^${PROGRAMMINGS}/(\\d+)(?:/(start|complete|cancel))?$`));
    const index = one ? records.findIndex((row) => row.id === Number(one[1])) : -1;
    const row = records[index];
    if (!one) return undefined;
    if (!row) return refused(404, 'Programação não encontrada.');
    const action = one[2] as keyof typeof NEXT_STATUS | undefined;
    if (action && method === 'POST') {
      if (!canDoProgrammingAction(action, row.status)) return refused(409, actionRefusal(action, row.status));
      row.status = code(NEXT_STATUS[action]);
      return ok(row);
    }
    if (method === 'GET') return ok(row);
    if (method === 'PUT') {
      records[index] = { ...row, ...(data as Partial<ProgrammingRow>), id: row.id };
      return ok({ id: row.id });
    }
    if (method === 'DELETE') {
      records.splice(index, 1);
      return ok(null);
    }
    return undefined;
  };
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: queryOf(url.searchParams),
      search: url.searchParams.toString(),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    onCall?.(call);
    if (call.path === pathOf(RELATED.justifications) && justifications === 'pending')
      return new Promise(() => {});
    if (call.method === 'GET' && call.path.startsWith(PROGRAMMINGS) && programmings !== 'answered')
      return programmings === 'pending' ? new Promise(() => {}) : SERVER_FAILED();
    await new Promise((resolve) => setTimeout(resolve, latency));
    return answer(call) ?? refused(404, `A API dos stories não atende ${call.method} ${call.path}.`);
  };
}

/** A signed-in Admin, as the portal keeps the session (the token never expires during a story). */
const SESSION = {
  isLogged: true,
  accessToken: 'story-token',
  refreshToken: 'story-refresh',
  expiresIn: '2099-01-01T00:00:00.000Z',
  userData: { profile: 'Admin', firstName: 'Ana', lastName: 'Ribeiro', email: 'ana.ribeiro@frota.com.br' },
};

/**
 * Puts the stub API in place of `fetch` for the API's address (anything else, such as the dev server's modules,
 * goes through) and signs an Admin in; the returned function puts both back.
 */
export function installProgrammingApi(options: ProgrammingApiOptions = {}): () => void {
  return installStubApi(programmingApi(options));
}

/** Puts any stub in place of `fetch` for the API's address and signs an Admin in; returns the undo. */
export function installStubApi(api: typeof fetch): () => void {
  const realFetch = globalThis.fetch;
  const storedSession = localStorage.getItem(SESSION_STORAGE_KEY);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    return url.startsWith(API_URL) ? api(input, init) : realFetch(input, init);
  };
  return () => {
    globalThis.fetch = realFetch;
    if (storedSession === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, storedSession);
  };
}

/** Generous waits: story tests run many stories at once on two cores. */
export const WAIT = { timeout: 5000 };
