import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteSession,
  displayName,
  readSession,
  saveSession,
  sessionExpired,
  type Session,
} from './session-store.ts';

const sample: Session = {
  isLogged: true,
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: '2030-01-01T00:00:00Z',
  userData: { profile: 'Admin', firstName: 'Ana', lastName: 'Ribeiro' },
};

function fakeStorage(behaviour: 'works' | 'throws') {
  const data = new Map<string, string>();
  const fail = () => {
    throw new Error('storage disabled');
  };
  vi.stubGlobal('localStorage', {
    getItem: behaviour === 'works' ? (k: string) => data.get(k) ?? null : fail,
    setItem: behaviour === 'works' ? (k: string, v: string) => void data.set(k, v) : fail,
    removeItem: behaviour === 'works' ? (k: string) => void data.delete(k) : fail,
  });
  return data;
}

afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('saves, reads and deletes the session under the "session" key', () => {
    const data = fakeStorage('works');
    expect(saveSession(sample)).toBe(true);
    expect(JSON.parse(data.get('session')!)).toEqual(sample);
    expect(readSession()).toEqual(sample);
    expect(deleteSession()).toBe(true);
    expect(readSession()).toBeNull();
  });

  it('swallows storage failures: no session, and false from save and delete', () => {
    fakeStorage('throws');
    expect(readSession()).toBeNull();
    expect(saveSession(sample)).toBe(false);
    expect(deleteSession()).toBe(false);
  });

  it('knows when the access token has expired', () => {
    expect(sessionExpired(sample, Date.parse('2029-12-31T23:59:59Z'))).toBe(false);
    expect(sessionExpired(sample, Date.parse('2030-01-01T00:00:01Z'))).toBe(true);
    expect(sessionExpired({ ...sample, expiresIn: 'não é data' })).toBe(true);
  });

  it('names the user only when the session says isLogged', () => {
    expect(displayName(sample)).toBe('Ana Ribeiro');
    expect(displayName({ ...sample, userData: { profile: 'Admin', firstName: 'Ana' } })).toBe('Ana');
    expect(displayName({ ...sample, isLogged: false })).toBe('');
    expect(displayName(null)).toBe('');
  });
});
