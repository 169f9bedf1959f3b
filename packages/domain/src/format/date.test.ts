import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDateTimeLong } from './date.ts';

describe('formatDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("prints DD/MM/YY HH:mm on São Paulo's clock", () => {
    expect(formatDateTime('2024-03-05T15:04:00Z')).toBe('05/03/24 12:04');
  });

  it("does not depend on the zone of the machine (an API server's is often UTC)", () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(formatDateTime('2024-03-05T15:04:00Z')).toBe('05/03/24 12:04');
    vi.stubEnv('TZ', 'UTC');
    expect(formatDateTimeLong('2025-01-01T02:30:00Z')).toBe('31/12/2024 23:30');
  });

  it('shows a date and time without an offset as written: it is a wall clock already', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(formatDateTime('2025-03-14T14:42:00')).toBe('14/03/25 14:42');
    expect(formatDateTimeLong('2025-03-14T14:42:00.123')).toBe('14/03/2025 14:42');
  });

  it('crosses the day boundary when São Paulo is still on the previous day', () => {
    expect(formatDateTime('2025-01-01T02:30:00Z')).toBe('31/12/24 23:30');
  });

  it('prints midnight as 00:00', () => {
    expect(formatDateTime('2025-01-01T03:00:00Z')).toBe('01/01/25 00:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDateTime(new Date('2023-11-09T11:07:00Z'))).toBe('09/11/23 08:07');
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
  it("prints DD/MM/YYYY HH:mm on São Paulo's clock", () => {
    expect(formatDateTimeLong('2024-03-05T15:04:00Z')).toBe('05/03/2024 12:04');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateTimeLong('2024-13-45')).toBe('');
  });
});
