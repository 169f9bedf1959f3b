import { entities } from '@frota/engine/entities';
import type { ProgrammingsRecord } from '@frota/engine/records';
import { describe, expect, it } from 'vitest';
import {
  draftFromRecord,
  draftProblems,
  newDraft,
  fromLocalInput,
  hasRequired,
  payloadOf,
  requiredFields,
  toLocalInput,
  type ProgrammingDraft,
} from './programming-draft.ts';

const programmings = entities.find((entity) => entity.id === 'programmings')!;
const complete: ProgrammingDraft = {
  ...newDraft(programmings),
  clientId: 1,
  productId: 2,
  volume: 30.125,
  originReferenceId: 3,
  destinationReferenceId: 4,
  expectedDepartureTime: '2026-12-01T08:00',
  expectedArrivalTime: '2026-12-01T14:30',
};

describe('the programming form draft', () => {
  it('starts from the schema’s defaults: a loaded trip, no different return', () => {
    expect(newDraft(programmings)).toMatchObject({ travelType: 1, isReturn: false, clientId: null });
  });

  it('waits for client, product, volume, origin and destination, the create form’s required (spec 02 §5)', () => {
    const required = requiredFields(programmings, 'create');
    expect(hasRequired(required, complete)).toBe(true);
    for (const field of ['clientId', 'productId', 'originReferenceId', 'destinationReferenceId'] as const)
      expect(hasRequired(required, { ...complete, [field]: null })).toBe(false);
    expect(hasRequired(required, { ...complete, volume: undefined })).toBe(false);
  });

  it('sends the instants the inputs name, and leaves empty optional fields out', () => {
    const payload = payloadOf(complete);
    expect(payload['expectedDepartureTime']).toBe(new Date('2026-12-01T08:00').toISOString());
    expect(payload).not.toHaveProperty('mainVehiclePlateId');
    expect(payload).not.toHaveProperty('returnDestinationReferenceId');
    expect(payload).toMatchObject({ clientId: 1, volume: 30.125, travelType: 1, isReturn: false });
  });

  it('sends the return only while it is asked for', () => {
    expect(payloadOf({ ...complete, isReturn: false, returnDestinationReferenceId: 5 })).not.toHaveProperty(
      'returnDestinationReferenceId',
    );
    expect(payloadOf({ ...complete, isReturn: true, returnDestinationReferenceId: 5 })).toMatchObject({
      isReturn: true,
      returnDestinationReferenceId: 5,
    });
  });

  it('checks the schema rules before the call, with the schema messages', () => {
    expect(draftProblems(programmings, 'create', complete)).toEqual({});
    expect(
      draftProblems(programmings, 'create', {
        ...complete,
        destinationReferenceId: 3,
        expectedArrivalTime: '2026-12-01T07:00',
        isReturn: true,
      }),
    ).toEqual({
      destinationReferenceId: 'Origem e destino não podem ser iguais.',
      expectedArrivalTime: 'A chegada prevista deve ser posterior à saída prevista.',
      returnDestinationReferenceId: 'Informe a referência de retorno.',
    });
  });

  it('refuses one plate as main plate and semi-trailer, under the semi-trailer', () => {
    expect(
      draftProblems(programmings, 'create', {
        ...complete,
        mainVehiclePlateId: 7,
        semiTrailer1Id: 7,
        semiTrailer2Id: 7,
      }),
    ).toEqual({
      semiTrailer1Id: 'O campo Semirreboque 1 deve ser diferente do campo Placa principal.',
      semiTrailer2Id: 'O campo Semirreboque 2 deve ser diferente do campo Placa principal.',
    });
    expect(
      draftProblems(programmings, 'edit', {
        ...complete,
        mainVehiclePlateId: 7,
        semiTrailer1Id: 8,
        semiTrailer2Id: 8,
      }),
    ).toEqual({ semiTrailer2Id: 'O campo Semirreboque 2 deve ser diferente do campo Semirreboque 1.' });
  });

  it('refuses a number typed as text that is not one, rather than sending nothing', () => {
    const problems = draftProblems(programmings, 'create', {
      ...complete,
      volume: Number.NaN,
      distanceKm: Number.NaN,
    });
    expect(Object.keys(problems).sort()).toEqual(['distanceKm', 'volume']);
    expect(problems['volume']).toMatch(/deve ser um número, como 1\.234,56\.$/);
  });

  it('round-trips an instant through the datetime-local input', () => {
    const iso = '2026-12-01T11:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(undefined)).toBe('');
    expect(fromLocalInput('')).toBeUndefined();
  });

  it('fills the draft from a record as the API sends it', () => {
    const record = {
      id: 7,
      clientId: 1,
      productId: 2,
      volume: 12.5,
      originReferenceId: 3,
      destinationReferenceId: 4,
      travelType: 0,
      isReturn: true,
      returnDestinationReferenceId: 3,
      expectedDepartureTime: '2026-12-01T11:00:00.000Z',
      distanceKm: 98.4,
      status: 1,
    } as unknown as ProgrammingsRecord;
    expect(draftFromRecord(record)).toMatchObject({
      clientId: 1,
      mainVehiclePlateId: null,
      travelType: 0,
      isReturn: true,
      returnDestinationReferenceId: 3,
      expectedDepartureTime: toLocalInput('2026-12-01T11:00:00.000Z'),
      expectedArrivalTime: '',
      distanceKm: 98.4,
    });
  });
});
