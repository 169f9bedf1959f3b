import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  canDoProgrammingAction,
  MONITOR_CARDS,
  PROGRAMMING_STATUSES,
  parseProgrammingStatus,
  PROGRAMMING_STATUS_TABLE,
  programmingStatusDisplay,
  programmingStatusLabel,
} from './programming-status.ts';

describe('programming statuses', () => {
  it('reads numbers and names alike, and calls anything else Desconhecido', () => {
    expect(parseProgrammingStatus(1)).toBe('Created');
    expect(parseProgrammingStatus('1')).toBe('Created');
    expect(parseProgrammingStatus('loadedTransit')).toBe('LoadedTransit');
    expect(programmingStatusLabel(2)).toBe('Em Carregamento');
    expect(programmingStatusLabel('EmptyTransit')).toBe('Em Trânsito Vazio');
    expect(programmingStatusLabel(15)).toBe('Atraso na Chegada');
    for (const unknown of [16, -1, 1.5, 'Parked', null, undefined, {}])
      expect(programmingStatusLabel(unknown)).toBe('Desconhecido');
  });

  it('shows every delay as Atraso ...', () => {
    for (const status of PROGRAMMING_STATUSES.filter((s) => s.startsWith('Delayed')))
      expect(programmingStatusLabel(status)).toMatch(/^Atraso /);
  });

  it('colours badges and markers as spec 02 §9 says, the delays red on both', () => {
    const tones = (value: unknown) => {
      const { badge, marker } = programmingStatusDisplay(value);
      return { badge, marker };
    };
    expect(tones('Created')).toEqual({ badge: 'blue', marker: 'grey' });
    expect(tones('InProgress')).toEqual({ badge: 'yellow', marker: 'blue' });
    expect(tones('Completed')).toEqual({ badge: 'green', marker: 'grey' });
    expect(tones('Cancelled')).toEqual({ badge: 'red', marker: 'grey' });
    expect(tones(9)).toEqual({ badge: 'purple', marker: 'purple' });
    expect(tones('3')).toEqual({ badge: 'orange', marker: 'orange' });
    expect(tones('Unloading')).toEqual({ badge: 'red', marker: 'red' });
    expect(tones('Waiting')).toEqual({ badge: 'grey', marker: 'grey' });
    expect(tones('Finished')).toEqual({ badge: 'grey', marker: 'grey' });
    for (const status of PROGRAMMING_STATUSES.filter((s) => s.startsWith('Delayed')))
      expect(tones(status)).toEqual({ badge: 'red', marker: 'red' });
  });

  it('shows a status it does not know as Desconhecido, grey', () => {
    for (const unknown of [16, 'Parked', '', null])
      expect(programmingStatusDisplay(unknown)).toEqual({
        label: 'Desconhecido',
        badge: 'grey',
        marker: 'grey',
      });
  });

  it('names the statuses by their number, each once', () => {
    expect(PROGRAMMING_STATUSES).toHaveLength(16);
    expect(new Set(PROGRAMMING_STATUSES).size).toBe(16);
    expect(PROGRAMMING_STATUS_TABLE.map((row) => row.name)).toEqual(PROGRAMMING_STATUSES);
    expect(parseProgrammingStatus(0)).toBe('Waiting');
    expect(parseProgrammingStatus(15)).toBe('DelayedArrival');
  });
});

describe('actions by status (spec 02 §4)', () => {
  const allowedIn = (action: Parameters<typeof canDoProgrammingAction>[0]) =>
    PROGRAMMING_STATUSES.filter((status) => canDoProgrammingAction(action, status));

  it('starts only a Created programming and completes only one on its way', () => {
    expect(allowedIn('start')).toEqual(['Created']);
    expect(allowedIn('complete').sort()).toEqual(
      ['EmptyTransit', 'InProgress', 'LoadedTransit', 'Loading', 'Unloading'].sort(),
    );
  });

  it('cancels anything but Completed and Cancelled; edits and deletes outside the moving statuses', () => {
    expect(PROGRAMMING_STATUSES.filter((s) => !canDoProgrammingAction('cancel', s))).toEqual([
      'Completed',
      'Cancelled',
    ]);
    expect(PROGRAMMING_STATUSES.filter((s) => !canDoProgrammingAction('edit', s)).sort()).toEqual(
      ['Cancelled', 'Completed', 'EmptyTransit', 'LoadedTransit', 'Loading', 'Unloading'].sort(),
    );
    expect(PROGRAMMING_STATUSES.filter((s) => !canDoProgrammingAction('delete', s)).sort()).toEqual(
      ['EmptyTransit', 'InProgress', 'LoadedTransit', 'Loading', 'Unloading'].sort(),
    );
    expect(canDoProgrammingAction('cancel', 'Parked')).toBe(false);
  });

  it('says why a refused action is refused', () => {
    expect(actionRefusal('start', 'Loading')).toBe('Não é possível iniciar uma programação Em Carregamento.');
  });

  it('counts every status in at most one monitor card, each card setting one of its statuses', () => {
    const counted = MONITOR_CARDS.flatMap((card) => [...card.statuses]);
    expect(new Set(counted).size).toBe(counted.length);
    for (const card of MONITOR_CARDS) expect(card.statuses as readonly string[]).toContain(card.filter);
    expect(counted.length).toBe(PROGRAMMING_STATUSES.length);
  });

  it('colours the monitor cards so that only the delays read red', () => {
    expect(Object.fromEntries(MONITOR_CARDS.map((card) => [card.key, card.tone]))).toEqual({
      waiting: 'blue',
      inExecution: 'yellow',
      delayed: 'red',
      finished: 'green',
      cancelled: 'grey',
    });
  });
});
