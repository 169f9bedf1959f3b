import type { ActiveSession } from '@frota/domain';
import { readData } from '@frota/engine';
import { http } from '../../http/client.ts';

/**
 * Spec 01 §7, the account calls of a signed-in user and of password recovery; apart from identity-api.ts so
 * the login screen, which makes none of them, does not load them.
 */
export const accountApi = {
  changePassword: (body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
    http.request({
      method: 'POST',
      path: '/v1/identity/account/change-current-password',
      body,
      showsValidation: true,
    }),
  requestPasswordReset: (email: string) =>
    http.request({
      method: 'POST',
      path: '/v1/identity/account/request-password-reset',
      body: { email },
      showsValidation: true,
    }),
  resetPassword: (body: { email: string; password: string; passwordConfirmation: string; token: string }) =>
    http.request({
      method: 'POST',
      path: '/v1/identity/account/password-reset',
      body,
      showsValidation: true,
    }),
  activeSessions: async (): Promise<ActiveSession[]> =>
    // Quiet: the dialog says on its page that the list failed, with Tentar novamente.
    readData<ActiveSession[]>(
      await http.request({ method: 'GET', path: '/v1/identity/account/sessions', quiet: true }),
    ),
  endSession: (id: number) => http.request({ method: 'DELETE', path: `/v1/identity/account/sessions/${id}` }),
  endOtherSessions: () => http.request({ method: 'POST', path: '/v1/identity/account/sessions/end-others' }),
};
