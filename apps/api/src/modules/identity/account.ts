import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, refreshTokens, users } from '../../db/identity-tables.ts';
import { apiError } from '../../http/errors.ts';
import { type IdentityContext, normalizeEmail } from './context.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { passwordErrors } from '@frota/engine';
import { hashPassword, verifyPassword } from './passwords.ts';
import { PRODUCT } from '../../product.ts';

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

/** Changes the signed-in user's password after checking the current one. */
export async function changeCurrentPassword(
  context: IdentityContext,
  userId: number,
  change: PasswordChange,
): Promise<void> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.isActive) throw apiError('UNAUTHENTICATED');
  const errors: string[] = [];
  if (!(await verifyPassword(change.currentPassword, user.passwordHash)))
    errors.push('Senha atual incorreta.');
  errors.push(...passwordErrors(change.password, change.passwordConfirmation));
  if (errors.length > 0) throw apiError('VALIDATION', errors);
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(change.password) })
    .where(eq(users.id, userId));
}

/**
 * Sends a single-use reset link when the e-mail belongs to an active user. The caller answers success
 * either way, so the endpoint does not reveal which e-mails exist.
 */
export async function requestPasswordReset(context: IdentityContext, email: string): Promise<void> {
  const address = normalizeEmail(email);
  const [user] = await context.db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user || !user.isActive) return;
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
}

/** Sets a new password with a reset token; the token is spent and every session of the user ends. */
export async function resetPassword(context: IdentityContext, reset: PasswordReset): Promise<void> {
  const errors = passwordErrors(reset.password, reset.passwordConfirmation);
  if (errors.length > 0) throw apiError('VALIDATION', errors);
  const passwordHash = await hashPassword(reset.password);
  const now = new Date();
  await context.db.transaction(async (tx) => {
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
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  });
}
