import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordErrors } from '@frota/engine';
import { passwordResetTokens, users } from '../../db/identity-tables.ts';
import { ApiError, apiError } from '../../http/errors.ts';
import { PRODUCT } from '../../product.ts';
import { accountNotices } from './account-notices.ts';
import { audit } from './audit.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { type Caller, type IdentityContext, normalizeEmail } from './context.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export interface PasswordReset {
  email: string;
  password: string;
  passwordConfirmation: string;
  token: string;
}

/** Every rule a new password breaks, in pt-BR: the shared rules of engine core, then the common-password list. */
export function newPasswordErrors(password: string, confirmation: string): string[] {
  const errors = passwordErrors(password, confirmation);
  if (isCommonPassword(password)) errors.push(COMMON_PASSWORD_MESSAGE);
  return errors;
}

/**
 * Changes the signed-in user's password after checking the current one (under the guessing limits); the
 * user's other sessions end, the one that asked stays.
 */
export async function changeCurrentPassword(
  context: IdentityContext,
  who: { userId: number; sessionId: number },
  change: PasswordChange,
  caller: Caller,
): Promise<void> {
  const subject = { userId: who.userId, address: caller.address };
  const [user] = await context.db.select().from(users).where(eq(users.id, who.userId)).limit(1);
  if (!user || !user.isActive) throw apiError('UNAUTHENTICATED');
  let attempt;
  try {
    attempt = await context.limits.beginAttempt('current-password', user.id, caller.address);
  } catch (error) {
    if (error instanceof ApiError) audit(caller.log, 'password.change-locked', subject);
    throw error;
  }
  const currentValid = await verifyPassword(change.currentPassword, user.passwordHash);
  if (currentValid) await attempt.succeeded();
  else {
    await attempt.failed();
    audit(caller.log, 'password.change-failure', { ...subject, reason: 'bad-current-password' });
  }
  const errors = [
    ...(currentValid ? [] : ['Senha atual incorreta.']),
    ...newPasswordErrors(change.password, change.passwordConfirmation),
  ];
  if (errors.length > 0) throw apiError('VALIDATION', errors);
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(change.password) })
    .where(eq(users.id, user.id));
  await endSessions(context, user.id, { except: who.sessionId });
  audit(caller.log, 'password.changed', subject);
  await accountNotices(context.mailer, caller.log).passwordChanged(user);
}

/** A reset asked for: the e-mail as typed (normalized) and the address that asked, for the audit trail. */
export interface ResetRequest {
  email: string;
  address: string;
}

/**
 * Sends a single-use reset link when the e-mail belongs to an active user, at most a few per hour per account.
 * Run by the identity mail queue (mail-jobs.ts), never in the request, so the request answers the same, in the
 * same time, whether the e-mail exists or the mail server is down. A send that fails throws: the queue tries
 * again later.
 */
export async function sendPasswordReset(
  context: IdentityContext,
  { email, address: from }: ResetRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const address = normalizeEmail(email);
  const [user] = await context.db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user || !user.isActive) {
    audit(log, 'password.reset-requested', { email: address, address: from, reason: 'no-account' });
    return;
  }
  if (!(await context.limits.allowResetMail(user.id))) {
    audit(log, 'password.reset-limited', { userId: user.id, address: from });
    return;
  }
  const { token, hash } = newOpaqueToken();
  const minutes = context.config.resetTokenTtlMinutes;
  await context.db
    .insert(passwordResetTokens)
    .values({ tokenHash: hash, userId: user.id, expiresAt: new Date(Date.now() + minutes * 60_000) });
  const link = `${context.config.portalUrl}/reset-password/${token}`;
  await context.mailer.send({
    to: user.email,
    subject: `${PRODUCT.name}: redefinição de senha`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, acesse:',
      link,
      '',
      `O link vale por ${minutes} minutos e pode ser usado uma única vez.`,
      'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
    ].join('\n'),
  });
  audit(log, 'password.reset-requested', { userId: user.id, address: from });
}

/** Sets a new password with a reset token; the token is spent and every session of the user ends. */
export async function resetPassword(
  context: IdentityContext,
  reset: PasswordReset,
  caller: Caller,
): Promise<void> {
  const errors = newPasswordErrors(reset.password, reset.passwordConfirmation);
  if (errors.length > 0) throw apiError('VALIDATION', errors);
  const passwordHash = await hashPassword(reset.password);
  const now = new Date();
  const userId = await context.db.transaction(async (tx) => {
    // Claiming the token (used_at still null, not expired) in the update makes it single use under concurrency.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashOpaqueToken(reset.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    const [user] = claimed ? await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1) : [];
    if (!user || !user.isActive || user.email !== normalizeEmail(reset.email))
      throw apiError('INVALID_RESET_TOKEN');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return user.id;
  });
  await endSessions(context, userId);
  audit(caller.log, 'password.reset', { userId, address: caller.address });
}
