import { describe, expect, it } from 'vitest';
import { isCompleteDateTime } from './date-time';

describe('isCompleteDateTime', () => {
  it('accepts a complete, real date and time', () => {
    expect(isCompleteDateTime('2025-03-14T08:30')).toBe(true);
    expect(isCompleteDateTime('2024-02-29T00:00')).toBe(true);
    expect(isCompleteDateTime('2025-12-31T23:59')).toBe(true);
  });

  it('rejects empty and partial values', () => {
    expect(isCompleteDateTime('')).toBe(false);
    expect(isCompleteDateTime('2025-03-14')).toBe(false);
    expect(isCompleteDateTime('2025-03-14T08')).toBe(false);
    expect(isCompleteDateTime(undefined)).toBe(false);
    expect(isCompleteDateTime(null)).toBe(false);
  });

  it('rejects values with seconds or another shape', () => {
    expect(isCompleteDateTime('2025-03-14T08:30:00')).toBe(false);
    expect(isCompleteDateTime('2025-03-14 08:30')).toBe(false);
    expect(isCompleteDateTime('14/03/2025 08:30')).toBe(false);
    expect(isCompleteDateTime('2025-3-14T08:30:')).toBe(false);
  });

  it('rejects days, months and times that do not exist', () => {
    expect(isCompleteDateTime('2025-02-29T10:00')).toBe(false);
    expect(isCompleteDateTime('2025-04-31T10:00')).toBe(false);
    expect(isCompleteDateTime('2025-13-01T10:00')).toBe(false);
    expect(isCompleteDateTime('2025-00-10T10:00')).toBe(false);
    expect(isCompleteDateTime('2025-01-00T10:00')).toBe(false);
    expect(isCompleteDateTime('2025-01-10T24:00')).toBe(false);
    expect(isCompleteDateTime('2025-01-10T10:60')).toBe(false);
  });
});
