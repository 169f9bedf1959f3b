import { applyToAllDays, DEFAULT_SCHEDULE } from '@frota/domain';
import { describe, expect, it } from 'vitest';
import {
  draftFromRecord,
  emptyReferenceDraft,
  REQUIRED_FIELDS_MESSAGE,
  referencePayload,
  referenceProblems,
} from './reference-draft.ts';

const SQUARE = [
  { latitude: -22.9, longitude: -47.06 },
  { latitude: -22.9, longitude: -47.05 },
  { latitude: -22.91, longitude: -47.05 },
  { latitude: -22.91, longitude: -47.06 },
];
const complete = () => ({
  ...emptyReferenceDraft(),
  referenceCode: '  CPS-02 ',
  name: ' CD Campinas 2  ',
  referenceGroupId: 3,
  hours: applyToAllDays(DEFAULT_SCHEDULE),
  points: SQUARE,
});

describe('reference draft', () => {
  it('asks for name, code and group first, with the spec message, on the parameters tab', () => {
    const problems = referenceProblems({ ...complete(), name: '   ' });
    expect(problems[0]).toEqual({ tab: 'parameters', message: REQUIRED_FIELDS_MESSAGE });
    expect(referenceProblems({ ...complete(), referenceGroupId: null })[0]?.message).toBe(
      'Preencha todos os campos obrigatórios',
    );
  });

  it("lists the days without times, then the fence's problems", () => {
    const hours = applyToAllDays(DEFAULT_SCHEDULE).map((hour) =>
      hour.day === 1 ? { ...hour, startTime: '' } : hour,
    );
    const problems = referenceProblems({ ...complete(), hours, points: SQUARE.slice(0, 2) });
    expect(problems).toEqual([
      {
        tab: 'hours',
        message: 'Defina os horários de operação para todos os dias da semana. Faltam: Segunda-feira',
      },
      { tab: 'fence', message: 'A cerca eletrônica precisa de pelo menos 3 pontos.' },
    ]);
  });

  it('builds the payload of spec 02 §7: trimmed, hh:mm:ss, points in order, the id on update', () => {
    expect(referenceProblems(complete())).toEqual([]);
    const payload = referencePayload(complete(), 7);
    expect(payload.id).toBe(7);
    expect(payload.reference).toMatchObject({
      referenceCode: 'CPS-02',
      name: 'CD Campinas 2',
      referenceGroupId: 3,
      geofence: { name: 'CD Campinas 2', type: 0 },
    });
    expect(payload.reference.geofence.points.map((point) => point.index)).toEqual([0, 1, 2, 3]);
    expect(payload.operatingHours[0]).toEqual({
      day: 0,
      startTime: '08:00:00',
      endTime: '18:00:00',
      contractedGateToGate: 30,
      totalGateToGate: 20,
    });
    expect(referencePayload(complete())).not.toHaveProperty('id');
  });

  it('reads a stored reference back, its points by index whatever order they came in', () => {
    const draft = draftFromRecord({
      id: 1,
      referenceCode: 'X',
      name: 'Y',
      referenceGroupId: 2,
      geofence: {
        points: [
          { index: 1, ...SQUARE[1]! },
          { index: 0, ...SQUARE[0]! },
        ],
      },
      operatingHours: [
        { dayOfWeek: 'Monday', startTime: '06:00:00', endTime: '22:00:00', contractedGateToGateMinutes: 45 },
      ],
    });
    expect(draft.points).toEqual([SQUARE[0], SQUARE[1]]);
    expect(draft.hours[1]).toMatchObject({
      startTime: '06:00',
      endTime: '22:00',
      contractedGateToGate: '45',
    });
    expect(draft.hours[0]).toMatchObject({ startTime: '', endTime: '' });
  });
});
