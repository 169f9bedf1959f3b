import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  decimalsOfStep,
  formatPtBrNumber,
  parsePtBrNumber,
  roundToDecimals,
} from './number-format';

describe('parsePtBrNumber', () => {
  it('reads a comma as the decimal separator', () => {
    expect(parsePtBrNumber('12,5')).toBe(12.5);
    expect(parsePtBrNumber('0,001')).toBe(0.001);
    expect(parsePtBrNumber('1234,56')).toBe(1234.56);
    expect(parsePtBrNumber('42')).toBe(42);
  });

  it('accepts dots grouping thousands in threes', () => {
    expect(parsePtBrNumber('1.234,56')).toBe(1234.56);
    expect(parsePtBrNumber('1.234.567')).toBe(1234567);
    expect(parsePtBrNumber('12.345.678,9')).toBe(12345678.9);
  });

  it('accepts the partial forms met while typing', () => {
    expect(parsePtBrNumber('12,')).toBe(12);
    expect(parsePtBrNumber(',5')).toBe(0.5);
    expect(parsePtBrNumber('-3,25')).toBe(-3.25);
    expect(parsePtBrNumber('007')).toBe(7);
  });

  it('ignores surrounding spaces and never gives -0', () => {
    expect(parsePtBrNumber('  8,5 ')).toBe(8.5);
    expect(Object.is(parsePtBrNumber('-0'), 0)).toBe(true);
    expect(Object.is(parsePtBrNumber('-0,00'), 0)).toBe(true);
  });

  it('gives undefined for empty text', () => {
    expect(parsePtBrNumber('')).toBeUndefined();
    expect(parsePtBrNumber('   ')).toBeUndefined();
  });

  it('gives NaN for text that is not a pt-BR number', () => {
    for (const text of ['abc', '12a', ',', '-', '-,', '1,2,3', '--1', '1-', '+1', '1e5', 'R$ 10']) {
      expect(parsePtBrNumber(text), text).toBeNaN();
    }
  });

  it('reads a single dot that cannot group thousands as the decimal separator', () => {
    expect(parsePtBrNumber('12.5')).toBe(12.5);
    expect(parsePtBrNumber('12.50')).toBe(12.5);
    expect(parsePtBrNumber('0.125')).toBe(0.125);
    expect(parsePtBrNumber('1234.567')).toBe(1234.567);
    expect(parsePtBrNumber('-3.75')).toBe(-3.75);
    expect(parsePtBrNumber('.5')).toBe(0.5);
  });

  it('reads dots in threes as thousands, and refuses what is neither, rather than guessing', () => {
    expect(parsePtBrNumber('1.234')).toBe(1234);
    expect(parsePtBrNumber('12.345.678')).toBe(12345678);
    expect(parsePtBrNumber('1.23,56')).toBeNaN();
    expect(parsePtBrNumber('1.234.56')).toBeNaN();
    expect(parsePtBrNumber('1,234.56')).toBeNaN();
    expect(parsePtBrNumber('12.')).toBeNaN();
  });
});

describe('formatPtBrNumber', () => {
  it('shows the requested decimals with dot grouping', () => {
    expect(formatPtBrNumber(1234.56, 2)).toBe('1.234,56');
    expect(formatPtBrNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatPtBrNumber(0.5, 3)).toBe('0,500');
    expect(formatPtBrNumber(1234567, 0)).toBe('1.234.567');
    expect(formatPtBrNumber(-1234.5, 1)).toBe('-1.234,5');
  });

  it('leaves the grouping out for editing', () => {
    expect(formatPtBrNumber(1234567.8, 2, { grouping: false })).toBe('1234567,80');
  });

  it('rounds half away from zero and never shows -0', () => {
    expect(formatPtBrNumber(1.005, 2)).toBe('1,01');
    expect(formatPtBrNumber(-1.005, 2)).toBe('-1,01');
    expect(formatPtBrNumber(-0.001, 2)).toBe('0,00');
  });

  it('gives an empty string for no value', () => {
    expect(formatPtBrNumber(undefined, 2)).toBe('');
    expect(formatPtBrNumber(Number.NaN, 2)).toBe('');
    expect(formatPtBrNumber(Number.POSITIVE_INFINITY, 2)).toBe('');
  });

  it('round-trips with parsePtBrNumber', () => {
    for (const value of [0, 0.01, 12.5, -3.333, 1234.567, 98765432.1]) {
      expect(parsePtBrNumber(formatPtBrNumber(value, 3))).toBe(roundToDecimals(value, 3));
      expect(parsePtBrNumber(formatPtBrNumber(value, 3, { grouping: false }))).toBe(
        roundToDecimals(value, 3),
      );
    }
  });
});

describe('decimalsOfStep', () => {
  it('counts the decimals of the step', () => {
    expect(decimalsOfStep(1)).toBe(0);
    expect(decimalsOfStep(10)).toBe(0);
    expect(decimalsOfStep(0.5)).toBe(1);
    expect(decimalsOfStep(0.01)).toBe(2);
    expect(decimalsOfStep(0.25)).toBe(2);
    expect(decimalsOfStep(0.001)).toBe(3);
    expect(decimalsOfStep(1.5)).toBe(1);
    expect(decimalsOfStep(1e-7)).toBe(7);
  });

  it('gives 0 for steps that make no sense', () => {
    expect(decimalsOfStep(0)).toBe(0);
    expect(decimalsOfStep(-0.1)).toBe(0);
    expect(decimalsOfStep(Number.NaN)).toBe(0);
  });
});

describe('roundToDecimals', () => {
  it('avoids binary rounding surprises', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundToDecimals(2.675, 2)).toBe(2.68);
    expect(roundToDecimals(12.3456, 3)).toBe(12.346);
    expect(roundToDecimals(12.5, 0)).toBe(13);
  });

  it('rounds negatives away from zero and never gives -0', () => {
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundToDecimals(-0.001, 2), 0)).toBe(true);
  });

  it('copes with numbers written in exponent notation', () => {
    expect(roundToDecimals(1e-7, 7)).toBe(1e-7);
    expect(roundToDecimals(1e-7, 2)).toBe(0);
    expect(roundToDecimals(1e21, 2)).toBe(1e21);
  });
});

describe('clampToRange', () => {
  it('keeps values within the bounds given', () => {
    expect(clampToRange(150, { min: 0, max: 100 })).toBe(100);
    expect(clampToRange(-5, { min: 0, max: 100 })).toBe(0);
    expect(clampToRange(50, { min: 0, max: 100 })).toBe(50);
    expect(clampToRange(-5, {})).toBe(-5);
  });
});
