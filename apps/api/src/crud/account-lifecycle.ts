import {
  ACCOUNT_EMAIL_FIELD,
  ACCOUNT_PASSWORD_FIELD,
  callerRefusal,
  type EntityRecord,
  type EntitySchema,
  type Profile,
} from '@frota/engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/identity-tables.ts';
import { apiError } from '../http/errors.ts';
import { newPasswordErrors } from '../modules/identity/account.ts';
import { normalizeEmail } from '../modules/identity/context.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import type { AccountNotices } from '../modules/identity/account-notices.ts';
import type { SessionGuard } from '../modules/identity/session-guard.ts';
import { endSessions } from '../modules/identity/sessions.ts';
import type { EntityLifecycle, Retirement } from './lifecycle.ts';

/** The profile that manages accounts: without an active one, nobody could sign in to repair the others. */
const ADMIN_PROFILE: Profile = 'Admin';

/** The engine's `callerRefusal` says why an account may not retire itself; this needs the other accounts. */
const LAST_ADMIN_REFUSALS = {
  delete: 'Não é possível excluir o último administrador ativo.',
  deactivate: 'Não é possível desativar o último administrador ativo.',
} as const satisfies Record<Retirement, string>;

/**
 * The lifecycle of an account entity (`storage.accounts`), with the identity's own code: the password is
 * checked with the identity's rules (`newPasswordErrors`: length and the common-password list; the
 * confirmation is the form's `sameAs`) and stored only as its scrypt hash; the e-mail is stored lower-case,
 * as sign-in compares it. An account cannot delete or deactivate itself, nor the last active Admin (checked
 * with the active Admins locked, so two concurrent calls cannot both pass). Deleting or deactivating an
 * account, giving it a new password or a new e-mail, ends its sessions at once; a new password is told to the
 * account's address, a new e-mail to the old one.
 */
export function accountLifecycle(
  entity: EntitySchema,
  identity: { db: Database; guard: SessionGuard; notices: AccountNotices },
): EntityLifecycle {
  const hasPassword = Boolean(entity.fields[ACCOUNT_PASSWORD_FIELD]?.writeOnly);
  return {
    rules: [
      (values): Record<string, string[]> => {
        const password = values[ACCOUNT_PASSWORD_FIELD];
        if (!hasPassword || typeof password !== 'string') return {};
        const errors = newPasswordErrors(password, password);
        return errors.length > 0 ? { [ACCOUNT_PASSWORD_FIELD]: errors } : {};
      },
    ],
    async prepareWrite(values) {
      const prepared = { ...values };
      const email = prepared[ACCOUNT_EMAIL_FIELD];
      if (typeof email === 'string') prepared[ACCOUNT_EMAIL_FIELD] = normalizeEmail(email);
      const password = values[ACCOUNT_PASSWORD_FIELD];
      const extra =
        hasPassword && typeof password === 'string' ? { passwordHash: await hashPassword(password) } : {};
      return { values: prepared, extra };
    },
    retireGuard: (callerId, how) => async (tx, record) => {
      const refusal = callerRefusal(entity, how, record, callerId);
      if (refusal) throw apiError('ACCOUNT_PROTECTED', [refusal]);
      const [account] = await tx
        .select({ profile: users.profile, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, record.id));
      if (account?.profile !== ADMIN_PROFILE || !account.isActive) return;
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.profile, ADMIN_PROFILE), eq(users.isActive, true)))
        .for('update');
      if (activeAdmins.length <= 1) throw apiError('ACCOUNT_PROTECTED', [LAST_ADMIN_REFUSALS[how]]);
    },
    afterAccessChange: (recordId) => endSessions(identity, recordId),
    async afterUpdate(before, after, secretChanged) {
      const account = (record: EntityRecord) => ({
        email: String(record[ACCOUNT_EMAIL_FIELD]),
        firstName: typeof record['firstName'] === 'string' ? record['firstName'] : null,
      });
      if (before[ACCOUNT_EMAIL_FIELD] !== after[ACCOUNT_EMAIL_FIELD]) {
        await endSessions(identity, after.id);
        await identity.notices.emailChanged(account(before), String(after[ACCOUNT_EMAIL_FIELD]));
      }
      if (secretChanged) await identity.notices.passwordChanged(account(after));
    },
  };
}
