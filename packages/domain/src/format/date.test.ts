import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeLong } from './date.ts';

describe('formatDateTime', () => {
  it('runs in the pinned time zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Sao_Paulo');
  });

  it('prints DD/MM/YY HH:mm in local time', () => {
    expect(formatDateTime('2024-03-05T15:04:00Z')).toBe('05/03/24 12:04');
  });

  it('crosses the day boundary when local time is still the previous day', () => {
    expect(formatDateTime('2025-01-01T02:30:00Z')).toBe('31/12/24 23:30');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDateTime(new Date(2023, 10, 9, 8, 7))).toBe('09/11/23 08:07');
    expect(formatDateTime(Date.UTC(2023, 0, 1, 12, 0))).toBe('01/01/23 09:00');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDateTimeLong', () => {
  it('prints DD/MM/YYYY HH:mm in local time', () => {
    expect(formatDateTimeLong('2024-03-05T15:04:00Z')).toBe('05/03/2024 12:04');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateTimeLong('2024-13-45')).toBe('');
  });
});
