import { describe, expect, it } from 'vitest';
import { formatBrl, formatDecimal, formatKmFromMetres, formatPercent } from './number.ts';

const NBSP = '\u00a0';

describe('formatBrl', () => {
  it('formats reais with thousands and decimal separators', () => {
    expect(formatBrl(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBrl(0)).toBe(`R$${NBSP}0,00`);
  });

  it('accepts numeric strings', () => {
    expect(formatBrl('99.9')).toBe(`R$${NBSP}99,90`);
  });

  it('gives an empty string for invalid input', () => {
    expect(formatBrl(null)).toBe('');
    expect(formatBrl('abc')).toBe('');
    expect(formatBrl(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('reads the value in percent units with at most one decimal', () => {
    expect(formatPercent(87.5)).toBe('87,5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(33.333)).toBe('33,3%');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatPercent(undefined)).toBe('');
  });

  it('keeps as many decimals as asked, and no trailing zeros', () => {
    expect(formatPercent(62.25, 2)).toBe('62,25%');
    expect(formatPercent(60, 2)).toBe('60%');
    expect(formatPercent(0.07, 2)).toBe('0,07%');
  });
});

describe('formatKmFromMetres', () => {
  it('divides by 1000 and keeps one decimal', () => {
    expect(formatKmFromMetres(12345)).toBe('12,3 km');
    expect(formatKmFromMetres(0)).toBe('0,0 km');
    expect(formatKmFromMetres(1234567)).toBe('1.234,6 km');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatKmFromMetres('')).toBe('');
  });
});

describe('formatDecimal', () => {
  it('uses the requested number of decimals', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1.234,50');
    expect(formatDecimal(1234.5, 0)).toBe('1.235');
    expect(formatDecimal(2.5)).toBe('2,50');
  });

  it('does not throw on a bad fraction count', () => {
    expect(formatDecimal(1, Number.NaN)).toBe('1,00');
    expect(formatDecimal(1, -3)).toBe('1');
  });
});
