// Fixtures of the references' stories (Storybook only): a seeded reference with its fence and week, the groups'
// short list, and a stub data provider that answers the reference dialog's calls in memory.
import type { GeoPoint, OperatingHourRecord } from '@frota/domain';
import type { EntitySchema } from '@frota/engine';
import { entities } from '@frota/engine/entities';
import { createRestDataProvider, type DataProvider, type ShortListOption } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { createHttpClient } from '../../http/http-client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ReferenceRecord } from './reference-draft.ts';

/** The references' schema (schemas/references.json), as the list hands it to the dialog. */
export const referencesEntity: EntitySchema = entities.find((entity) => entity.id === 'references')!;

/** The reference groups' short list, as `GET /v1/backoffice/reference-groups/short` answers it. */
export const REFERENCE_GROUPS: ShortListOption[] = [
  { key: 1, value: 1, text: 'Portos' },
  { key: 2, value: 2, text: 'Centros de distribuição' },
  { key: 3, value: 3, text: 'Usinas' },
  { key: 4, value: 4, text: 'Fazendas' },
];

/**
 * The fence of the Porto de Santos terminal as the seed draws it: ten corners about 300 m around the gate,
 * clockwise, irregular like a yard outlined by hand; its edges never cross.
 */
export const SANTOS_FENCE: GeoPoint[] = [
  { latitude: -23.958105, longitude: -46.3336 },
  { latitude: -23.959056, longitude: -46.332213 },
  { latitude: -23.959801, longitude: -46.330234 },
  { latitude: -23.96155, longitude: -46.331076 },
  { latitude: -23.963198, longitude: -46.331693 },
  { latitude: -23.962686, longitude: -46.3336 },
  { latitude: -23.963525, longitude: -46.335767 },
  { latitude: -23.961591, longitude: -46.336264 },
  { latitude: -23.959926, longitude: -46.336545 },
  { latitude: -23.958947, longitude: -46.335073 },
];

/** The Santos fence with corners 3 and 5 swapped: edges 2 and 5 cross, and the server refuses it. */
export const CROSSED_FENCE: GeoPoint[] = [
  SANTOS_FENCE[0]!,
  SANTOS_FENCE[1]!,
  SANTOS_FENCE[4]!,
  SANTOS_FENCE[3]!,
  SANTOS_FENCE[2]!,
  ...SANTOS_FENCE.slice(5),
];

/** Two corners: not a fence yet (at least three). */
export const TWO_POINTS: GeoPoint[] = SANTOS_FENCE.slice(0, 2);

type WeekRow = readonly [start: string, end: string, contracted: number, expected: number];

/** The week of a record, Domingo first, as get answers it (times hh:mm:ss, gate-to-gate in minutes). */
const week = (sunday: WeekRow, weekday: WeekRow, saturday: WeekRow): OperatingHourRecord[] =>
  [sunday, weekday, weekday, weekday, weekday, weekday, saturday].map(
    ([startTime, endTime, contractedGateToGateMinutes, expectedGateToGateMinutes], dayOfWeek) => ({
      dayOfWeek,
      startTime,
      endTime,
      contractedGateToGateMinutes,
      expectedGateToGateMinutes,
    }),
  );

/** A distribution centre's shifts: long weekdays, a short Saturday and a Sunday morning. */
export const DISTRIBUTION_CENTRE_WEEK: OperatingHourRecord[] = week(
  ['08:00:00', '12:00:00', 60, 40],
  ['06:00:00', '22:00:00', 45, 30],
  ['07:00:00', '13:00:00', 45, 30],
);

/** A port works round the clock, every day. */
export const PORT_WEEK: OperatingHourRecord[] = week(
  ['00:00:00', '23:59:00', 120, 90],
  ['00:00:00', '23:59:00', 120, 90],
  ['00:00:00', '23:59:00', 120, 90],
);

/** A reference as get answers it, with the group's name the view shows. */
export type StoredReference = ReferenceRecord & { referenceGroupName?: string };

/** The seeded reference the edit and view stories open: Porto de Santos – Terminal 1, with its fence and week. */
export const SANTOS_TERMINAL: StoredReference = {
  id: 7,
  referenceCode: 'STS-T1',
  name: 'Porto de Santos – Terminal 1',
  description: 'Terminal de granéis da margem direita',
  referenceGroupId: 1,
  referenceGroupName: 'Portos',
  isReferenceVisible: true,
  isLoad: false,
  isUnload: true,
  geofence: { points: SANTOS_FENCE.map((point, index) => ({ index, ...point })) },
  operatingHours: PORT_WEEK,
};

/** What the API answers when another reference already has the code (spec 02 §8's refused save). */
export const DUPLICATE_CODE_MESSAGE = referencesEntity.messages.duplicate;

const API = 'http://localhost:3000';

/** A refused save as the portal's HTTP client throws it: a 400 (as our API refuses a taken code) with the answer's errors and the exchange. */
function refusal(method: 'POST' | 'PUT', path: string, sent: unknown): HttpError {
  const body = {
    success: false,
    errors: [DUPLICATE_CODE_MESSAGE],
    fieldErrors: { referenceCode: DUPLICATE_CODE_MESSAGE },
  };
  const error = new HttpError(400, body.errors, DUPLICATE_CODE_MESSAGE, 'status', body.fieldErrors);
  error.exchange = {
    method,
    url: `${API}${path}`,
    sent,
    responseBody: body,
    responseHeaders: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req-7f3a' },
  };
  return error;
}

/**
 * The portal's HTTP client over a server that fails every call with a 500: it toasts as the portal's does
 * ('Ops, algo deu errado!...') unless the call is quiet, then rejects. No session, so nothing ends one.
 */
const failingHttp = createHttpClient({
  baseUrl: API,
  timeoutMs: 10_000,
  reloadDelayMs: 0,
  networkGraceMs: 0,
  fetch: async () =>
    new Response(JSON.stringify({ success: false, errors: ['Erro interno do servidor.'] }), {
      status: 500,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  readSession: () => null,
  saveSession: () => true,
  deleteSession: () => true,
  warn: (message) => notify.warning(message),
  log: () => {},
  reload: () => {},
  schedule: () => {},
  pageLifecycle: { isLeaving: () => false },
  withRefreshLock: (task) => task(),
});

/** A call the stub answers: what the dialog asked and with which payload. */
export type StubCall = { action: 'create' | 'update'; id?: number | string; data: Record<string, unknown> };

export interface ReferenceStubOptions {
  /** The record get answers (the seeded Santos terminal by default). */
  record?: StoredReference;
  /** Milliseconds before each answer. */
  latency?: number;
  /** 'pending': get never answers; 'fails': the first get fails with a 500 (a retry answers). */
  load?: 'answers' | 'pending' | 'fails';
  /** 'fails': the groups' short list fails with a 500, through the portal's HTTP client (its toasts included). */
  groups?: 'answers' | 'fails';
  /** Create and update are refused with a 400: the code is taken. */
  refuseSave?: boolean;
  /** Told of every create and update, before the answer. */
  onSave?: (call: StubCall) => void;
}

/** A data provider for the reference dialog alone: get, the groups' short list, create and update, in memory. */
export function referenceStubDataProvider({
  record = SANTOS_TERMINAL,
  latency = 0,
  load = 'answers',
  groups = 'answers',
  refuseSave = false,
  onSave,
}: ReferenceStubOptions = {}): DataProvider {
  let getsFailed = 0;
  const later = <T>(answer: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, latency),
    );
  const unused = (call: string) => () =>
    Promise.reject(new Error(`The reference dialog does not call ${call}.`));
  return {
    get: ({ id }) => {
      if (load === 'pending') return new Promise(() => {});
      return later(() => {
        if (load === 'fails' && getsFailed++ === 0)
          throw new HttpError(500, ['Erro interno do servidor.'], 'Erro interno do servidor.');
        return { ...structuredClone(record), id: Number(id) };
      });
    },
    options: (args) =>
      groups === 'fails'
        ? createRestDataProvider(failingHttp.request).options(args)
        : later(() => REFERENCE_GROUPS),
    create: ({ data }) => {
      onSave?.({ action: 'create', data });
      return later(() => {
        if (refuseSave) throw refusal('POST', referencesEntity.api.basePath, data);
        return { success: true, data: { id: 11 } };
      });
    },
    update: ({ id, data }) => {
      onSave?.({ action: 'update', id, data });
      return later(() => {
        if (refuseSave) throw refusal('PUT', `${referencesEntity.api.basePath}/${id}`, { ...data, id });
        return { success: true, data: { id } };
      });
    },
    list: unused('list'),
    remove: unused('remove'),
    setActive: unused('setActive'),
    call: unused('call'),
  };
}
