import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/identity-tables.ts';
import { devOutbox as outbox } from '../src/modules/dev/outbox.ts';
import { body, MANAGER, setupTestApp, eventually } from './helpers/test-app.ts';

// Each test asks for its own link; the limit on reset e-mails has a test of its own (identity-limits).
const t = setupTestApp({ config: { throttle: { resetRequestsPerHour: 1000 } } });
const requestReset = (email: string) =>
  t.call('POST', '/v1/identity/account/request-password-reset', { body: { email } });
/** The e-mails sent to an address, newest first, as the dev outbox shows them. */
const mailsTo = async (email: string): Promise<Array<{ links: string[] }>> =>
  body(await t.call('GET', `/v1/dev/outbox?to=${encodeURIComponent(email)}`)).data;
const reset = (payload: Record<string, string>) =>
  t.call('POST', '/v1/identity/account/password-reset', { body: payload });

/** Asks for a reset of the manager's password and follows the link of the e-mail, as a person would. */
async function resetToken(): Promise<string> {
  const before = await mailsTo(MANAGER.email);
  await requestReset(MANAGER.email);
  // The link is sent by the identity mail queue, a moment after the request answered.
  const mails = await eventually(
    () => mailsTo(MANAGER.email),
    (now) => now.length > before.length,
  );
  const latest = mails[0]!;
  const link = latest.links[0] as string;
  expect(link).toMatch(/^http:\/\/portal\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').pop() as string;
}

describe('POST /v1/identity/account/request-password-reset', () => {
  it('writes the e-mail with the link to the outbox and stores only the hash of the token', async () => {
    const response = await requestReset('  Gestor@Demo.com.br ');
    expect(body(response)).toEqual({ success: true });
    const [mail] = await eventually(
      () => t.db.select().from(outbox).where(eq(outbox.toAddress, MANAGER.email)),
      (rows) => rows.length > 0,
    );
    expect(mail?.subject).toBe('Rota Premiada: redefinição de senha');
    const token = /reset-password\/(\S+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const response = await requestReset('ninguem@demo.com.br');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true });
    // Once the queue has handled the request (a known address's mail sent after it arrives), still nothing.
    await resetToken();
    expect(await t.db.select().from(outbox)).toHaveLength(before + 1);
  });
});

describe('POST /v1/identity/account/password-reset', () => {
  const payload = (token: string, password = 'senhaNova42') => ({
    email: MANAGER.email,
    password,
    passwordConfirmation: password,
    token,
  });

  it('sets the new password once; the same link is refused afterwards', async () => {
    const token = await resetToken();
    const session = body(await t.call('POST', '/v1/identity/connect/token', { body: MANAGER })).data;
    const response = await reset(payload(token));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true });
    expect(
      (await t.call('POST', '/v1/identity/connect/token', { body: { ...MANAGER, password: 'senhaNova42' } }))
        .statusCode,
    ).toBe(200);
    // Existing sessions end with a reset.
    const refresh = await t.call('POST', '/v1/identity/connect/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await reset(payload(token, 'outraNova42'));
    expect(again.statusCode).toBe(400);
    expect(body(again)).toEqual({ success: false, errors: ['Link de redefinição inválido ou expirado.'] });
  });

  it('refuses an expired token', async () => {
    const token = await resetToken();
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(body(await reset(payload(token))).errors).toEqual(['Link de redefinição inválido ou expirado.']);
  });

  it('refuses a token with another e-mail, and keeps it usable by its owner', async () => {
    const token = await resetToken();
    const wrong = await reset({ ...payload(token), email: 'admin@demo.com.br' });
    expect(body(wrong).errors).toEqual(['Link de redefinição inválido ou expirado.']);
    expect((await reset(payload(token, 'maisUma123'))).statusCode).toBe(200);
  });

  it('checks the new password before the token', async () => {
    const response = await reset({
      email: MANAGER.email,
      password: 'curta',
      passwordConfirmation: 'outra',
      token: 'x',
    });
    expect(body(response).errors).toEqual([
      'A senha deve ter ao menos 8 caracteres.',
      'A confirmação de senha não confere.',
    ]);
    expect(
      body(await reset({ email: MANAGER.email, password: '', passwordConfirmation: '', token: '' })).errors,
    ).toContain('O campo Token é obrigatório.');
  });

  it('refuses a common password, and keeps the token for a better one', async () => {
    const token = await resetToken();
    const common = await reset(payload(token, 'password1'));
    expect(body(common).errors).toEqual([
      'Esta senha é comum demais e fácil de adivinhar: escolha outra, de preferência uma frase.',
    ]);
    expect((await reset(payload(token, 'serra-do-mar-77'))).statusCode).toBe(200);
  });

  it('sends no link to an inactive user', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, MANAGER.email));
    const before = (await t.db.select().from(outbox)).length;
    expect(body(await requestReset(MANAGER.email))).toEqual({ success: true });
    expect(await t.db.select().from(outbox)).toHaveLength(before);
  });
});
