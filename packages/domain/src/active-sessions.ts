/**
 * One of a signed-in user's live sessions, as `GET /v1/identity/account/sessions` answers it and "Sessões
 * ativas" shows it: when it began and was last used, where from (address, browser), and whether it is the
 * session asking.
 */
export interface ActiveSession {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  address: string | null;
  userAgent: string | null;
  /** The session of the request that asked. */
  current: boolean;
}
