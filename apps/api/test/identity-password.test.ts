import { describe, expect, it } from 'vitest';
import { ADMIN, body, MANAGER, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const change = (token: string | undefined, payload: Record<string, string>) =>
  t.call('POST', '/v1/identity/account/change-current-password', { token, body: payload });

describe('POST /v1/identity/account/change-current-password', () => {
  it('answers 401 without a token', async () => {
    const response = await change(undefined, {
      currentPassword: 'demo1234',
      password: 'x',
      passwordConfirmation: 'x',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'errada123', password: 'novaSenha1', passwordConfirmation: 'novaSenha1' },
      ['Senha atual incorreta.'],
    ],
    [
      'a confirmation that differs',
      { currentPassword: 'demo1234', password: 'novaSenha1', passwordConfirmation: 'novaSenha2' },
      ['A confirmação de senha não confere.'],
    ],
    [
      'a short password',
      { currentPassword: 'demo1234', password: 'curta', passwordConfirmation: 'curta' },
      ['A senha deve ter ao menos 8 caracteres.'],
    ],
    [
      'a password longer than 128 characters',
      { currentPassword: 'demo1234', password: 'a'.repeat(129), passwordConfirmation: 'a'.repeat(129) },
      ['A senha deve ter no máximo 128 caracteres.'],
    ],
    [
      'a common password',
      { currentPassword: 'demo1234', password: 'Senha123', passwordConfirmation: 'Senha123' },
      ['Esta senha é comum demais e fácil de adivinhar: escolha outra, de preferência uma frase.'],
    ],
    [
      'a common Brazilian password the list lacked',
      { currentPassword: 'demo1234', password: 'mudar123', passwordConfirmation: 'mudar123' },
      ['Esta senha é comum demais e fácil de adivinhar: escolha outra, de preferência uma frase.'],
    ],
  ])('refuses %s with 400', async (_, payload, errors) => {
    const response = await change(await t.tokenOf(MANAGER), payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, errors });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await t.tokenOf(ADMIN);
    const response = await change(token, {
      currentPassword: 'demo1234',
      password: 'outraSenha9',
      passwordConfirmation: 'outraSenha9',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true });
    const old = await t.call('POST', '/v1/identity/connect/token', { body: ADMIN });
    expect(body(old).errors).toEqual(['E-mail ou senha inválidos.']);
    const fresh = await t.call('POST', '/v1/identity/connect/token', {
      body: { ...ADMIN, password: 'outraSenha9' },
    });
    expect(fresh.statusCode).toBe(200);
  });
});
