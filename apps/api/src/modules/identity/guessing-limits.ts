import type { ThrottleSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tooManyAttempts } from '../../http/errors.ts';
import {
  clearFailures,
  lockRemainingMs,
  minutesText,
  registerFailure,
  throttleKey,
  type ThrottlePolicy,
} from './throttle.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What is being guessed: a password at sign-in, or the current password when changing it. */
export type GuessKind = 'signin' | 'current-password';

const LOCKED_MESSAGE: Record<GuessKind, (wait: string) => string> = {
  signin: (wait) => `Muitas tentativas de login sem sucesso. Aguarde ${wait} e tente novamente.`,
  'current-password': (wait) =>
    `Muitas tentativas com a senha atual incorreta. Aguarde ${wait} e tente novamente.`,
};

/** One password check under the limits: say how it ended. */
export interface GuessAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export interface GuessingLimits {
  /**
   * Call before checking a password. Throws 429 while the account or the address is locked; otherwise counts
   * the attempt against the account before the (slow) check, so a burst of parallel guesses cannot all slip
   * in before the first failure is recorded.
   */
  beginAttempt(kind: GuessKind, account: string | number, address: string): Promise<GuessAttempt>;
  /** Whether one more reset e-mail may go to this account now (and counts it). */
  allowResetMail(userId: number): Promise<boolean>;
}

/**
 * The limits on guessing of ASVS 2.2.1: per account (consecutive failures, sliding window, a correct password
 * clears it), per address (failures across accounts, fixed window, so an office's scattered typos are
 * forgotten), and reset e-mails per account per hour. Counters live in the database, so every API process
 * sharing it applies the same limits.
 */
export function createGuessingLimits(db: Database, settings: ThrottleSettings): GuessingLimits {
  const lock = { lockMs: settings.lockSeconds * 1000, maxLockMs: settings.maxLockMinutes * MINUTE_MS };
  const windowMs = settings.windowMinutes * MINUTE_MS;
  const perAccount: ThrottlePolicy = {
    limit: settings.accountFailures,
    windowMs,
    window: 'sliding',
    ...lock,
  };
  const perAddress: ThrottlePolicy = { limit: settings.addressFailures, windowMs, window: 'fixed', ...lock };
  const resetMails: ThrottlePolicy = {
    limit: settings.resetRequestsPerHour,
    windowMs: HOUR_MS,
    window: 'fixed',
    lockMs: HOUR_MS,
    maxLockMs: HOUR_MS,
  };

  return {
    async beginAttempt(kind, account, address) {
      const accountKey = throttleKey(`${kind}:account`, account);
      const addressKey = throttleKey('failures:address', address);
      const locked = (ms: number) => tooManyAttempts(LOCKED_MESSAGE[kind](minutesText(ms)), ms);
      const waiting = await lockRemainingMs(db, [accountKey, addressKey]);
      if (waiting > 0) throw locked(waiting);
      const attempt = await registerFailure(db, accountKey, perAccount);
      if (!attempt.allowed) throw locked(await lockRemainingMs(db, [accountKey]));
      return {
        succeeded: () => clearFailures(db, accountKey),
        failed: async () => {
          await registerFailure(db, addressKey, perAddress);
        },
      };
    },
    async allowResetMail(userId) {
      const key = throttleKey('reset-mail:account', userId);
      if ((await lockRemainingMs(db, [key])) > 0) return false;
      return (await registerFailure(db, key, resetMails)).allowed;
    },
  };
}
