/** The password rules (the spec leaves them open; the API decides and the portal says them first). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing a hostile input costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_MESSAGE = `A senha deve ter ao menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG_MESSAGE = `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
export const PASSWORD_MISMATCH_MESSAGE = 'A confirmação de senha não confere.';

/**
 * What is wrong with the length of a new password (counted in characters, not UTF-16 units), or undefined.
 *
 * @example passwordLengthError('abc') // 'A senha deve ter ao menos 8 caracteres.'
 */
export function passwordLengthError(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGE;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return undefined;
}

/**
 * What is wrong with a new password and its confirmation, in pt-BR; empty when both are fine. The API adds
 * its own check against a list of common passwords, which is too large to ship to the browser.
 *
 * @example passwordErrors('abc', 'abd') // ['A senha deve ter ao menos 8 caracteres.', 'A confirmação de senha não confere.']
 */
export function passwordErrors(password: string, confirmation: string): string[] {
  const errors: string[] = [];
  const lengthError = passwordLengthError(password);
  if (lengthError) errors.push(lengthError);
  if (password !== confirmation) errors.push(PASSWORD_MISMATCH_MESSAGE);
  return errors;
}
