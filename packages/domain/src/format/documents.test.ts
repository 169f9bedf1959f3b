import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits.ts';
import { formatCnpj, formatCpf, formatPhone } from './documents.ts';
import { formatPlate } from './plate.ts';

describe('onlyDigits', () => {
  it('drops everything that is not a digit', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(42)).toBe('42');
  });
});

describe('formatCpf', () => {
  it('formats full and partial values', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
  });

  it('restores leading zeros lost by numbers', () => {
    expect(formatCpf(1234567890)).toBe('012.345.678-90');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('abc')).toBe('');
    expect(formatCpf(undefined)).toBe('');
  });
});

describe('formatCnpj', () => {
  it('formats full and partial values', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('gives an empty string for empty input', () => {
    expect(formatCnpj(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats mobiles and landlines with area code', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1130000000')).toBe('(11) 3000-0000');
    expect(formatPhone('119')).toBe('(11) 9');
  });

  it('gives an empty string for empty input', () => {
    expect(formatPhone('')).toBe('');
  });
});

describe('formatPlate', () => {
  it('hyphenates both the Mercosul and the old pattern', () => {
    expect(formatPlate('abc1d23')).toBe('ABC-1D23');
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('abc-1d23')).toBe('ABC-1D23');
  });

  it('formats partial plates and drops characters that do not fit', () => {
    expect(formatPlate('ab')).toBe('AB');
    expect(formatPlate('abc1')).toBe('ABC-1');
    expect(formatPlate('1234567')).toBe('');
    expect(formatPlate(undefined)).toBe('');
  });
});
