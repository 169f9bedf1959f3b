import { describe, expect, it } from 'vitest';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

interface LogLine {
  level: number;
  audit?: string;
  userId?: number;
  accountHash?: string;
  address?: string;
  reason?: string;
}

const lines: string[] = [];
const t = setupTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => lines.push(line) } });
const audits = (event: string): LogLine[] =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.audit === event);
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/identity/connect/token',
    remoteAddress: '192.0.2.10',
    payload: { email, password },
  });

describe('the audit trail', () => {
  it('records sign-in successes and failures with the account and the address, never a secret', async () => {
    const ok = body(await signIn(ADMIN.email, ADMIN.password)).data;
    await signIn(ADMIN.email, 'senha-errada-1');
    await signIn('desconhecido@demo.com.br', 'senha-errada-2');
    expect(audits('signin.success')).toEqual([
      expect.objectContaining({ level: 30, userId: ok.userData.id, address: '192.0.2.10' }),
    ]);
    const failures = audits('signin.failure');
    expect(failures).toEqual([
      expect.objectContaining({ userId: ok.userData.id, address: '192.0.2.10', reason: 'bad-password' }),
      expect.objectContaining({
        accountHash: expect.stringMatching(/^[0-9a-f]{16}$/),
        reason: 'unknown-account',
      }),
    ]);
    const text = lines.join('\n');
    for (const secret of ['senha-errada', 'desconhecido@', ADMIN.password, ok.refreshToken, ok.accessToken])
      expect(text).not.toContain(secret);
  });

  it('records a reused refresh token at warning level', async () => {
    const session = body(await signIn(MANAGER.email, MANAGER.password)).data;
    const refresh = (refreshToken: string) =>
      t.call('POST', '/v1/identity/connect/refresh-token', { body: { refreshToken } });
    await refresh(session.refreshToken);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(audits('session.refresh-reuse')).toEqual([
      expect.objectContaining({ level: 40, userId: session.userData.id }),
    ]);
  });

  it('records password changes and Sair', async () => {
    const session = body(await signIn(ADMIN.email, ADMIN.password)).data;
    await t.call('POST', '/v1/identity/account/change-current-password', {
      token: session.accessToken,
      body: {
        currentPassword: ADMIN.password,
        password: 'rio-sao-francisco',
        passwordConfirmation: 'rio-sao-francisco',
      },
    });
    await t.call('POST', '/v1/identity/connect/revoke-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(audits('password.changed')).toEqual([expect.objectContaining({ userId: session.userData.id })]);
    expect(audits('session.signout')).toEqual([expect.objectContaining({ userId: session.userData.id })]);
    expect(lines.join('\n')).not.toContain('rio-sao-francisco');
  });
});
