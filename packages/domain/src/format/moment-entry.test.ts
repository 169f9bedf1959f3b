import { describe, expect, it } from 'vitest';
import { digitsOfMoment, formatMomentDigits, momentDigits, momentFromDigits } from './moment-entry.ts';

describe('a moment typed in pt-BR', () => {
  it('is formatted as far as the digits go', () => {
    expect(formatMomentDigits('date', '15')).toBe('15');
    expect(formatMomentDigits('date', '150')).toBe('15/0');
    expect(formatMomentDigits('dateTime', '1503202608')).toBe('15/03/2026 08');
    expect(formatMomentDigits('time', '083')).toBe('08:3');
  });

  it('keeps only the digits the kind holds, from typed or pasted text', () => {
    expect(momentDigits('date', '15/03/2026 08:30')).toBe('15032026');
    expect(momentDigits('time', 'a8h30')).toBe('830');
  });

  it('means the wire value once complete, and nothing while incomplete', () => {
    expect(momentFromDigits('date', '15032026')).toBe('2026-03-15');
    expect(momentFromDigits('dateTime', '150320260830')).toBe('2026-03-15T08:30');
    expect(momentFromDigits('time', '2359')).toBe('23:59');
    expect(momentFromDigits('date', '1503')).toBeUndefined();
    expect(momentFromDigits('dateTime', '15032026')).toBeUndefined();
  });

  it('means nothing for a day or time that does not exist', () => {
    expect(momentFromDigits('date', '31022026')).toBeUndefined();
    expect(momentFromDigits('date', '29022028')).toBe('2028-02-29');
    expect(momentFromDigits('date', '29022026')).toBeUndefined();
    expect(momentFromDigits('date', '15132026')).toBeUndefined();
    expect(momentFromDigits('date', '00012026')).toBeUndefined();
    expect(momentFromDigits('time', '2400')).toBeUndefined();
    expect(momentFromDigits('dateTime', '150320262460')).toBeUndefined();
  });

  it('shows a wire value as its digits', () => {
    expect(digitsOfMoment('date', '2026-03-15')).toBe('15032026');
    expect(digitsOfMoment('dateTime', '2026-03-15T08:30')).toBe('150320260830');
    expect(digitsOfMoment('time', '08:30')).toBe('0830');
    expect(digitsOfMoment('time', '08:30:00')).toBe('0830');
    expect(digitsOfMoment('date', '')).toBe('');
    expect(digitsOfMoment('dateTime', '2026-03-15')).toBe('');
  });
});
