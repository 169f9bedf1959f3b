import { ACCOUNT_EMAIL_FIELD, ACCOUNT_PASSWORD_FIELD } from '../field-names.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from '../password-rules.ts';
import type { EntityFile, Field, FieldUi } from '../types.ts';

/** The identity table that holds every sign-in account (apps/api/src/db/identity-tables.ts). */
export const ACCOUNTS_TABLE = 'users';

/** The longest e-mail address (RFC 5321), the length of the identity table's column. */
const EMAIL_MAX_LENGTH = 254;

/**
 * What an account entity (`storage.accounts`) implies, under what its file says: the e-mail is an e-mail of
 * at most 254 characters; the password is write-only, has the identity's length limits and says them in
 * the identity's words, so the browser gives the same messages as the server's password rules; a field the
 * form's `sameAs` pairs with the password says the identity's mismatch ("A confirmação de senha não confere.").
 *
 * @example withAccountConventions(managersFile).fields.password.minLength // 8
 */
export function withAccountConventions(file: EntityFile): EntityFile {
  if (!file.storage?.accounts) return file;
  const fields: Record<string, Field> = { ...file.fields };
  const email = fields[ACCOUNT_EMAIL_FIELD];
  if (email) fields[ACCOUNT_EMAIL_FIELD] = { format: 'email', maxLength: EMAIL_MAX_LENGTH, ...email };
  const password = fields[ACCOUNT_PASSWORD_FIELD];
  if (!password) return { ...file, fields };
  fields[ACCOUNT_PASSWORD_FIELD] = {
    writeOnly: true,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    ...password,
  };
  const declaredUi: FieldUi = file.forms?.ui?.[ACCOUNT_PASSWORD_FIELD] ?? {};
  const passwordUi: FieldUi = {
    autoComplete: 'new-password',
    ...declaredUi,
    errorMessages: {
      minLength: PASSWORD_RULE_MESSAGE,
      maxLength: PASSWORD_TOO_LONG_MESSAGE,
      ...declaredUi.errorMessages,
    },
  };
  const confirmations = [file.forms?.create, file.forms?.edit].flatMap((form) =>
    Object.entries(form?.sameAs ?? {})
      .filter(([, other]) => other === ACCOUNT_PASSWORD_FIELD)
      .map(([name]) => name),
  );
  const confirmationUi = Object.fromEntries(
    confirmations.map((name) => {
      const declared: FieldUi = file.forms?.ui?.[name] ?? {};
      return [
        name,
        { ...declared, errorMessages: { sameAs: PASSWORD_MISMATCH_MESSAGE, ...declared.errorMessages } },
      ];
    }),
  );
  const forms = file.forms && {
    ...file.forms,
    ui: { ...file.forms.ui, ...confirmationUi, [ACCOUNT_PASSWORD_FIELD]: passwordUi },
  };
  return { ...file, fields, ...(forms ? { forms } : {}) };
}
