import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  INCOMPLETE_WEEK_MESSAGE,
  INVALID_OPERATING_HOURS_MESSAGE,
  SCHEDULE_APPLIED_MESSAGE,
  WEEKDAYS,
  applyToAllDays,
  draftsFromRecord,
  emptyWeek,
  endNotAfterStartMessage,
  invalidGateToGateMessage,
  invalidTimeMessage,
  missingGateToGateMessage,
  missingTimesMessage,
  normaliseTime,
  operatingHoursPayloadProblems,
  operatingHoursProblems,
  parseDayOfWeek,
  parseOperatingHoursPayload,
  timeForInput,
  toOperatingHoursPayload,
  weekdayName,
  type OperatingHourDraft,
} from './operating-hours.ts';

const ALL_DAYS = 'Domingo, Segunda-feira, Terça-feira, Quarta-feira, Quinta-feira, Sexta-feira, Sábado';

/** A valid week (the defaults) with some days changed. */
function week(changes: Record<number, Partial<OperatingHourDraft>> = {}): OperatingHourDraft[] {
  return applyToAllDays(DEFAULT_SCHEDULE).map((draft) => ({ ...draft, ...changes[draft.day] }));
}

/** A valid payload (what the form sends for the defaults) with some days changed. */
function payload(changes: Record<number, Record<string, unknown>> = {}): Record<string, unknown>[] {
  return toOperatingHoursPayload(week()).map((hour) => ({ ...hour, ...changes[hour.day] }));
}

describe('weekdays', () => {
  it('lists the seven days from Sunday, with their pt-BR names', () => {
    expect(WEEKDAYS.map(({ day, name }) => [day, name])).toEqual([
      [0, 'Domingo'],
      [1, 'Segunda-feira'],
      [2, 'Terça-feira'],
      [3, 'Quarta-feira'],
      [4, 'Quinta-feira'],
      [5, 'Sexta-feira'],
      [6, 'Sábado'],
    ]);
  });

  it('names a day by its number and refuses one that is not a weekday', () => {
    expect(weekdayName(0)).toBe('Domingo');
    expect(weekdayName(3)).toBe('Quarta-feira');
    expect(weekdayName(6)).toBe('Sábado');
    expect(() => weekdayName(7)).toThrow(RangeError);
    expect(() => weekdayName(-1)).toThrow(RangeError);
    expect(() => weekdayName(1.5)).toThrow(RangeError);
  });
});

describe('parseDayOfWeek', () => {
  it('accepts the numbers 0 to 6, also as text', () => {
    expect(parseDayOfWeek(0)).toBe(0);
    expect(parseDayOfWeek(6)).toBe(6);
    expect(parseDayOfWeek('4')).toBe(4);
    expect(parseDayOfWeek(' 5 ')).toBe(5);
  });

  it('accepts the English names in any case', () => {
    const english = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(english.map(parseDayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDayOfWeek('monday')).toBe(1);
    expect(parseDayOfWeek('SATURDAY')).toBe(6);
  });

  it('accepts the Portuguese names with or without accents, hyphen and "-feira"', () => {
    expect(WEEKDAYS.map(({ name }) => parseDayOfWeek(name))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseDayOfWeek('terca-feira')).toBe(2);
    expect(parseDayOfWeek('Terça feira')).toBe(2);
    expect(parseDayOfWeek('Quinta')).toBe(4);
    expect(parseDayOfWeek('sabado')).toBe(6);
    expect(parseDayOfWeek('DOMINGO')).toBe(0);
  });

  it('answers undefined for anything else', () => {
    for (const value of [7, -1, 1.5, Number.NaN, '7', '', 'Funday', 'segunda-feira-feira', '1.0']) {
      expect(parseDayOfWeek(value)).toBeUndefined();
    }
  });
});

describe('times', () => {
  it('normalises h:mm, hh:mm and hh:mm:ss to hh:mm:ss', () => {
    expect(normaliseTime('8:00')).toBe('08:00:00');
    expect(normaliseTime('08:00')).toBe('08:00:00');
    expect(normaliseTime('08:00:00')).toBe('08:00:00');
    expect(normaliseTime(' 23:59:59 ')).toBe('23:59:59');
    expect(normaliseTime('00:00')).toBe('00:00:00');
  });

  it('refuses what is not a time of day', () => {
    for (const time of [
      '',
      '24:00',
      '12:60',
      '12:00:60',
      '8',
      '8h',
      '08:0',
      '080:00',
      '08:00:00:00',
      'ab:cd',
    ]) {
      expect(normaliseTime(time)).toBeUndefined();
    }
  });

  it('shows a time as the time input does, keeping seconds only when not zero', () => {
    expect(timeForInput('08:00:00')).toBe('08:00');
    expect(timeForInput('8:30')).toBe('08:30');
    expect(timeForInput('08:00:30')).toBe('08:00:30');
    expect(timeForInput('')).toBe('');
    expect(timeForInput('25:00')).toBe('25:00');
  });
});

describe('drafts', () => {
  it('starts a new reference with seven empty rows', () => {
    expect(emptyWeek()).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        startTime: '',
        endTime: '',
        contractedGateToGate: '',
        totalGateToGate: '',
      })),
    );
  });

  it('has the spec defaults for Configurar todos and its message', () => {
    expect(DEFAULT_SCHEDULE).toEqual({
      startTime: '08:00',
      endTime: '18:00',
      contractedGateToGate: '30',
      totalGateToGate: '20',
    });
    expect(SCHEDULE_APPLIED_MESSAGE).toBe('Configuração aplicada a todos os dias da semana');
  });

  it('applies one schedule to all seven days', () => {
    const drafts = applyToAllDays({
      startTime: '06:00',
      endTime: '22:00',
      contractedGateToGate: '45',
      totalGateToGate: '',
    });
    expect(drafts.map((draft) => draft.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const draft of drafts) {
      expect(draft).toEqual({
        day: draft.day,
        startTime: '06:00',
        endTime: '22:00',
        contractedGateToGate: '45',
        totalGateToGate: '',
      });
    }
  });

  it('reads the record: day names or numbers, times for the input, minutes as text, sorted, missing days empty', () => {
    const drafts = draftsFromRecord([
      {
        id: 9,
        referenceId: 3,
        dayOfWeek: 'Monday',
        startTime: '07:00:00',
        endTime: '17:30:00',
        contractedGateToGateMinutes: 30,
        expectedGateToGateMinutes: 20,
      },
      {
        dayOfWeek: 0,
        startTime: '08:00',
        endTime: '12:00:15',
        contractedGateToGateMinutes: 0,
        expectedGateToGateMinutes: null,
      },
      {
        dayOfWeek: 'Sábado',
        startTime: null,
        endTime: null,
        contractedGateToGateMinutes: 15,
        expectedGateToGateMinutes: 10,
      },
    ]);
    expect(drafts).toEqual([
      { day: 0, startTime: '08:00', endTime: '12:00:15', contractedGateToGate: '0', totalGateToGate: '' },
      { day: 1, startTime: '07:00', endTime: '17:30', contractedGateToGate: '30', totalGateToGate: '20' },
      ...[2, 3, 4, 5].map((day) => emptyWeek()[day]),
      { day: 6, startTime: '', endTime: '', contractedGateToGate: '15', totalGateToGate: '10' },
    ]);
  });

  it('reads no record as an empty week and ignores unknown and repeated days', () => {
    expect(draftsFromRecord(undefined)).toEqual(emptyWeek());
    expect(draftsFromRecord(null)).toEqual(emptyWeek());
    const drafts = draftsFromRecord([
      { dayOfWeek: 'Funday', startTime: '01:00:00' },
      { dayOfWeek: 9, startTime: '02:00:00' },
      { dayOfWeek: 2, startTime: '03:00:00' },
      { dayOfWeek: 'Tuesday', startTime: '04:00:00' },
    ]);
    expect(drafts.map((draft) => draft.startTime)).toEqual(['', '', '03:00', '', '', '', '']);
  });
});

describe('messages', () => {
  it('writes the spec messages with the pt-BR day names in week order', () => {
    expect(missingTimesMessage([6, 0])).toBe(
      'Defina os horários de operação para todos os dias da semana. Faltam: Domingo, Sábado',
    );
    expect(missingGateToGateMessage([2])).toBe(
      'Defina os valores de gate-to-gate para todos os dias da semana. Faltam: Terça-feira',
    );
    expect(invalidTimeMessage([3, 1])).toBe('Horário inválido: Segunda-feira, Quarta-feira.');
    expect(endNotAfterStartMessage([4])).toBe(
      'O horário de fim deve ser posterior ao de início: Quinta-feira.',
    );
    expect(invalidGateToGateMessage([5])).toBe(
      'Os valores de gate-to-gate devem ser minutos inteiros de 0 a 1440: Sexta-feira.',
    );
  });
});

describe('operatingHoursProblems', () => {
  it('accepts the defaults applied to every day', () => {
    expect(operatingHoursProblems(week())).toEqual([]);
  });

  it('names every day of an empty week as missing its times and its gate-to-gate', () => {
    expect(operatingHoursProblems(emptyWeek())).toEqual([
      `Defina os horários de operação para todos os dias da semana. Faltam: ${ALL_DAYS}`,
      `Defina os valores de gate-to-gate para todos os dias da semana. Faltam: ${ALL_DAYS}`,
    ]);
  });

  it('misses the times of a day when its start or its end is empty (blank counts as empty)', () => {
    expect(operatingHoursProblems(week({ 1: { startTime: '' }, 3: { endTime: '  ' } }))).toEqual([
      missingTimesMessage([1, 3]),
    ]);
  });

  it('misses the gate-to-gate only when both inputs of a day are empty', () => {
    expect(
      operatingHoursProblems(
        week({
          0: { contractedGateToGate: '', totalGateToGate: '' },
          2: { contractedGateToGate: '' },
          4: { totalGateToGate: '' },
        }),
      ),
    ).toEqual(['Defina os valores de gate-to-gate para todos os dias da semana. Faltam: Domingo']);
  });

  it('refuses a time that is not hh:mm or hh:mm:ss', () => {
    expect(operatingHoursProblems(week({ 5: { startTime: '25:00' }, 6: { endTime: '18h' } }))).toEqual([
      'Horário inválido: Sexta-feira, Sábado.',
    ]);
  });

  it('refuses an end at or before its start, comparing h:mm and hh:mm:ss alike', () => {
    expect(
      operatingHoursProblems(
        week({
          1: { startTime: '18:00', endTime: '08:00' },
          2: { startTime: '9:00', endTime: '09:00:00' },
          3: { startTime: '22:00', endTime: '06:00' },
          4: { startTime: '08:00', endTime: '08:00:01' },
        }),
      ),
    ).toEqual([
      'O horário de fim deve ser posterior ao de início: Segunda-feira, Terça-feira, Quarta-feira.',
    ]);
  });

  it('refuses a gate-to-gate that is not whole minutes from 0 to 1440', () => {
    expect(
      operatingHoursProblems(
        week({
          0: { contractedGateToGate: '1441' },
          1: { totalGateToGate: '-1' },
          2: { contractedGateToGate: '12.5' },
          3: { totalGateToGate: 'trinta' },
          4: { contractedGateToGate: '1440', totalGateToGate: '0' },
          5: { contractedGateToGate: ' 45 ' },
        }),
      ),
    ).toEqual([
      'Os valores de gate-to-gate devem ser minutos inteiros de 0 a 1440: Domingo, Segunda-feira, Terça-feira, Quarta-feira.',
    ]);
  });

  it('lists the problems in order: missing times, missing gate-to-gate, invalid times, end, gate-to-gate', () => {
    expect(
      operatingHoursProblems(
        week({
          0: { contractedGateToGate: 'x' },
          1: { startTime: '12:00', endTime: '11:00' },
          2: { startTime: '99:00' },
          3: { contractedGateToGate: '', totalGateToGate: '' },
          4: { endTime: '' },
        }),
      ),
    ).toEqual([
      missingTimesMessage([4]),
      missingGateToGateMessage([3]),
      invalidTimeMessage([2]),
      endNotAfterStartMessage([1]),
      invalidGateToGateMessage([0]),
    ]);
  });

  it('names the days in week order whatever the order of the rows', () => {
    const drafts = week({ 0: { startTime: '' }, 6: { startTime: '' } }).reverse();
    expect(operatingHoursProblems(drafts)).toEqual([
      'Defina os horários de operação para todos os dias da semana. Faltam: Domingo, Sábado',
    ]);
  });

  it('refuses rows that are not exactly one per weekday', () => {
    const message = 'Informe um horário para cada dia da semana, de domingo a sábado.';
    expect(INCOMPLETE_WEEK_MESSAGE).toBe(message);
    expect(operatingHoursProblems([])).toEqual([message]);
    expect(operatingHoursProblems(week().slice(1))).toEqual([message]);
    expect(operatingHoursProblems([...week(), { ...week()[0]!, day: 0 }])).toEqual([message]);
    expect(operatingHoursProblems(week({ 6: { day: 0 } }))).toEqual([message]);
    expect(operatingHoursProblems(week({ 6: { day: 7 } }))).toEqual([message]);
  });
});

describe('toOperatingHoursPayload', () => {
  it('sends times as hh:mm:ss and minutes as numbers, Sunday first', () => {
    const drafts = week({
      1: { startTime: '7:30', endTime: '17:00:00', contractedGateToGate: ' 45 ' },
    }).reverse();
    const hours = toOperatingHoursPayload(drafts);
    expect(hours.map((hour) => hour.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours[0]).toEqual({
      day: 0,
      startTime: '08:00:00',
      endTime: '18:00:00',
      contractedGateToGate: 30,
      totalGateToGate: 20,
    });
    expect(hours[1]).toEqual({
      day: 1,
      startTime: '07:30:00',
      endTime: '17:00:00',
      contractedGateToGate: 45,
      totalGateToGate: 20,
    });
  });

  it('sends an empty gate-to-gate as 0 when the other one is filled', () => {
    const hours = toOperatingHoursPayload(
      week({ 2: { contractedGateToGate: '' }, 3: { totalGateToGate: '' } }),
    );
    expect(hours[2]).toMatchObject({ contractedGateToGate: 0, totalGateToGate: 20 });
    expect(hours[3]).toMatchObject({ contractedGateToGate: 30, totalGateToGate: 0 });
  });

  it('throws, naming the problems, when the hours cannot be saved', () => {
    expect(() => toOperatingHoursPayload(emptyWeek())).toThrow(/Faltam: Domingo/);
  });
});

describe('parseOperatingHoursPayload and operatingHoursPayloadProblems', () => {
  it('accepts what the form sends and gives the rows to store', () => {
    expect(operatingHoursPayloadProblems(payload())).toEqual([]);
    const parsed = parseOperatingHoursPayload(payload({ 1: { startTime: '7:00', totalGateToGate: null } }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.hours[1]).toEqual({
      day: 1,
      startTime: '07:00:00',
      endTime: '18:00:00',
      contractedGateToGate: 30,
      totalGateToGate: 0,
    });
  });

  it('accepts the days as names and in any order', () => {
    const hours = payload().map((hour) => ({ ...hour, day: WEEKDAYS[hour.day as number]!.englishName }));
    const parsed = parseOperatingHoursPayload(hours.reverse());
    expect(parsed.ok && parsed.hours.map((hour) => hour.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('answers the form messages, in the same order', () => {
    expect(
      operatingHoursPayloadProblems(
        payload({
          0: { contractedGateToGate: 1441 },
          1: { startTime: '12:00:00', endTime: '11:00:00' },
          2: { startTime: '99:00' },
          3: { contractedGateToGate: null, totalGateToGate: undefined },
          4: { endTime: '' },
          5: { totalGateToGate: 2.5 },
        }),
      ),
    ).toEqual([
      missingTimesMessage([4]),
      missingGateToGateMessage([3]),
      invalidTimeMessage([2]),
      endNotAfterStartMessage([1]),
      invalidGateToGateMessage([0, 5]),
    ]);
  });

  it('counts absent or null times and gate-to-gate as empty inputs', () => {
    const hours = payload();
    const {
      startTime: _start,
      contractedGateToGate: _contracted,
      totalGateToGate: _total,
      ...monday
    } = hours[1]!;
    hours[1] = monday;
    hours[2] = { ...hours[2], endTime: null };
    expect(operatingHoursPayloadProblems(hours)).toEqual([
      missingTimesMessage([1, 2]),
      missingGateToGateMessage([1]),
    ]);
  });

  it('refuses a payload that is not one row per weekday', () => {
    expect(operatingHoursPayloadProblems([])).toEqual([INCOMPLETE_WEEK_MESSAGE]);
    expect(operatingHoursPayloadProblems(payload().slice(0, 6))).toEqual([INCOMPLETE_WEEK_MESSAGE]);
    expect(operatingHoursPayloadProblems(payload({ 6: { day: 8 } }))).toEqual([INCOMPLETE_WEEK_MESSAGE]);
    expect(operatingHoursPayloadProblems(payload({ 6: { day: 'Funday' } }))).toEqual([
      INCOMPLETE_WEEK_MESSAGE,
    ]);
    expect(operatingHoursPayloadProblems(payload({ 6: { day: 5 } }))).toEqual([INCOMPLETE_WEEK_MESSAGE]);
  });

  it('refuses wrong types with one message', () => {
    const message = 'Horários de operação inválidos.';
    expect(INVALID_OPERATING_HOURS_MESSAGE).toBe(message);
    for (const value of [undefined, null, 'x', 7, {}, { 0: payload()[0] }]) {
      expect(operatingHoursPayloadProblems(value)).toEqual([message]);
    }
    for (const change of [
      { day: true },
      { day: null },
      { startTime: 800 },
      { endTime: ['18:00'] },
      { contractedGateToGate: true },
      { totalGateToGate: { minutes: 20 } },
      { totalGateToGate: Number.POSITIVE_INFINITY },
    ]) {
      expect(operatingHoursPayloadProblems(payload({ 3: change }))).toEqual([message]);
    }
    expect(operatingHoursPayloadProblems([...payload().slice(0, 6), null])).toEqual([message]);
    expect(operatingHoursPayloadProblems([...payload().slice(0, 6), []])).toEqual([message]);
  });

  it('reads gate-to-gate sent as text like the form input', () => {
    const parsed = parseOperatingHoursPayload(
      payload({ 0: { contractedGateToGate: '15', totalGateToGate: '' } }),
    );
    expect(parsed.ok && parsed.hours[0]).toMatchObject({ contractedGateToGate: 15, totalGateToGate: 0 });
    expect(operatingHoursPayloadProblems(payload({ 0: { contractedGateToGate: '1,5' } }))).toEqual([
      invalidGateToGateMessage([0]),
    ]);
  });
});
