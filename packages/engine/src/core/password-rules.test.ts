import { describe, expect, it } from 'vitest';
import { passwordErrors, passwordLengthError } from './password-rules.ts';

describe('password rules', () => {
  it('asks for 8 to 128 characters, counting characters rather than UTF-16 units', () => {
    expect(passwordLengthError('1234567')).toBe('A senha deve ter ao menos 8 caracteres.');
    expect(passwordLengthError('12345678')).toBeUndefined();
    expect(passwordLengthError('a'.repeat(128))).toBeUndefined();
    expect(passwordLengthError('a'.repeat(129))).toBe('A senha deve ter no máximo 128 caracteres.');
    // 128 emoji are 256 UTF-16 units but 128 characters.
    expect(passwordLengthError('🔑'.repeat(128))).toBeUndefined();
    expect(passwordLengthError('🔑'.repeat(4))).toBe('A senha deve ter ao menos 8 caracteres.');
  });

  it('gives one pt-BR message per broken rule', () => {
    expect(passwordErrors('abc', 'abd')).toEqual([
      'A senha deve ter ao menos 8 caracteres.',
      'A confirmação de senha não confere.',
    ]);
    expect(passwordErrors('a'.repeat(200), 'a'.repeat(200))).toEqual([
      'A senha deve ter no máximo 128 caracteres.',
    ]);
    expect(passwordErrors('boa-senha-longa', 'boa-senha-longa')).toEqual([]);
  });
});
