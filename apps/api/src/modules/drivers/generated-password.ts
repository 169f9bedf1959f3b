import { randomInt } from 'node:crypto';

/** Letters and digits a driver can read off a screen and type on a phone without confusing them. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_PASSWORD_LENGTH = 10;

/** A random first password (crypto-grade), shown once to the staff member who created the driver. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  while (password.length < length) password += ALPHABET[randomInt(ALPHABET.length)];
  // At least one letter and one digit, so it passes the identity's password rules.
  return /[0-9]/.test(password) && /[a-zA-Z]/.test(password) ? password : generatePassword(length);
}
