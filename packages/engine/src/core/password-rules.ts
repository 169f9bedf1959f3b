/** The password rule (the spec leaves it open; the API decides and the portal says it first). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE = `A senha deve ter ao menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const PASSWORD_MISMATCH_MESSAGE = 'A confirmação de senha não confere.';

/**
 * What is wrong with a new password and its confirmation, in pt-BR; empty when both are fine.
 *
 * @example passwordErrors('abc', 'abd') // ['A senha deve ter ao menos 8 caracteres.', 'A confirmação de senha não confere.']
 */
export function passwordErrors(password: string, confirmation: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_RULE_MESSAGE);
  if (password !== confirmation) errors.push(PASSWORD_MISMATCH_MESSAGE);
  return errors;
}
