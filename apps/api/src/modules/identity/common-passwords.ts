import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords found in breaches and guessed first (ASVS 2.1.7): zxcvbn-ts's list of about 49,000 common
 * passwords, plus Brazilian ones it lacks. Compared lower-case, so "Senha123" is caught too.
 */
const BRAZILIAN_COMMON = [
  'mudar123',
  'trocar123',
  'senha1234',
  'senha12345',
  'brasil123',
  'brasil2024',
  'brasil2025',
  'brasil2026',
  'rotapremiada',
  'motorista',
  'motorista123',
  'caminhao123',
  'transporte',
  'transporte123',
  'frota123',
  'gestor123',
  'admin123',
  'admin1234',
  'administrador',
  'qwer1234',
];

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...BRAZILIAN_COMMON].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'Esta senha é comum demais e fácil de adivinhar: escolha outra, de preferência uma frase.';
