import { readData } from '@frota/engine';
import { API_URL } from '../../config/runtime.ts';
import { http } from '../../http/client.ts';
import type { Session } from '../../session/session-store.ts';

/** Spec 01 §7, the calls that start and end a session (the account calls are in account-api.ts). */
export const identityApi = {
  async signIn(email: string, password: string): Promise<Session> {
    const body = await http.request({
      method: 'POST',
      path: '/v1/identity/connect/token',
      body: { email, password },
      showsValidation: true,
    });
    return { ...readData<Session>(body), isLogged: true };
  },
  /**
   * Ends the session on the server too ("Sair"), best effort: not through the HTTP client, whose failures
   * toast and end sessions, and with keepalive so the request outlives the reload that follows at once.
   */
  revokeRefreshToken(refreshToken: string): void {
    fetch(`${API_URL}/v1/identity/connect/revoke-token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    }).catch(() => undefined);
  },
};
