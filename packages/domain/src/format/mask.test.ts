import { describe, expect, it } from 'vitest';
import { applyMask, masks, stripMask } from './mask.ts';

describe('applyMask', () => {
  it('formats each kind progressively', () => {
    expect(applyMask('cnpj', '11')).toBe('11');
    expect(applyMask('cnpj', '112')).toBe('11.2');
    expect(applyMask('cpf', '1234567')).toBe('123.456.7');
    expect(applyMask('phone', '1198')).toBe('(11) 98');
    expect(applyMask('plate', 'abc1')).toBe('ABC-1');
  });

  it('never exceeds the maxLength of its kind', () => {
    expect(applyMask('cnpj', '9'.repeat(30))).toHaveLength(masks.cnpj.maxLength);
    expect(applyMask('cpf', '9'.repeat(30))).toHaveLength(masks.cpf.maxLength);
    expect(applyMask('phone', '9'.repeat(30))).toHaveLength(masks.phone.maxLength);
    expect(applyMask('plate', 'ABC12345678')).toHaveLength(masks.plate.maxLength);
  });

  it('gives an empty string for empty input', () => {
    expect(applyMask('cpf', '')).toBe('');
    expect(applyMask('plate', '')).toBe('');
  });
});

describe('stripMask', () => {
  it('returns the raw value without mask characters', () => {
    expect(stripMask('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(stripMask('cpf', '123.456.789-09')).toBe('12345678909');
    expect(stripMask('phone', '(11) 98765-4321')).toBe('11987654321');
    expect(stripMask('plate', 'abc-1d23')).toBe('ABC1D23');
  });

  it('round-trips with applyMask', () => {
    for (const [kind, raw] of [
      ['cpf', '12345678909'],
      ['cnpj', '11222333000181'],
      ['phone', '1130000000'],
      ['plate', 'ABC1234'],
    ] as const) {
      expect(stripMask(kind, applyMask(kind, raw))).toBe(raw);
    }
  });
});
