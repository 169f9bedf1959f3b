/**
 * The field names with a meaning to the engine, the API and the table generator: the primary key, the
 * creation time and the active flag that the toggle, the activate and inactivate calls and the short list use.
 */
export const ID_FIELD = 'id';
export const CREATED_AT_FIELD = 'createdAt';
export const IS_ACTIVE_FIELD = 'isActive';

/** With `storage.accounts`: the sign-in e-mail and the write-only sign-in password of an account. */
export const ACCOUNT_EMAIL_FIELD = 'email';
export const ACCOUNT_PASSWORD_FIELD = 'password';
