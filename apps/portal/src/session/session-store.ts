import type { Profile as StaffProfile } from '@frota/engine';
import { SESSION_STORAGE_KEY } from '../config/runtime.ts';

/** A staff profile, or whatever else a back end may send (such sessions get the anonymous routes). */
export type Profile = StaffProfile | (string & {});

/** The session as spec 01 §3 keeps it in localStorage under "session". */
export interface Session {
  isLogged: boolean;
  accessToken: string;
  refreshToken: string;
  /** UTC date-time when the access token expires. */
  expiresIn: string;
  userData: { profile: Profile; firstName: string; lastName?: string; email?: string; id?: number };
}

/** The stored session, or null when there is none or it cannot be read (failures are swallowed). */
export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

/** Saves the session; false when storage refuses. */
export function saveSession(session: Session): boolean {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    return true;
  } catch {
    return false;
  }
}

/** Deletes the session; false when storage refuses. */
export function deleteSession(): boolean {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function sessionExpired(session: Session, now = Date.now()): boolean {
  const expiresAt = Date.parse(session.expiresIn);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

export function displayName(session: Session | null): string {
  if (!session?.isLogged) return '';
  return [session.userData.firstName, session.userData.lastName].filter(Boolean).join(' ');
}
