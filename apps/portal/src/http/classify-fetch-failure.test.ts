import { describe, expect, it } from 'vitest';
import { classifyFetchFailure } from './classify-fetch-failure.ts';

const live = () => new AbortController().signal;
const aborted = () => AbortSignal.abort();
const failedToFetch = new TypeError('Failed to fetch');

describe('classifyFetchFailure', () => {
  it('a plain failure while the page stays is a network failure', () => {
    expect(classifyFetchFailure({ error: failedToFetch, timeoutSignal: live(), pageLeaving: false })).toBe(
      'network',
    );
    expect(
      classifyFetchFailure({
        error: failedToFetch,
        callerSignal: live(),
        timeoutSignal: live(),
        pageLeaving: false,
      }),
    ).toBe('network');
  });

  it('any failure while the page is leaving is an abort (Chromium says TypeError, others AbortError)', () => {
    for (const error of [failedToFetch, new DOMException('The operation was aborted.', 'AbortError')])
      expect(classifyFetchFailure({ error, timeoutSignal: live(), pageLeaving: true })).toBe('aborted');
  });

  it("the caller's aborted signal makes it an abort, whatever reason it aborted with", () => {
    // fetch rejects with the signal's reason, which a caller may have set to anything.
    for (const error of [new DOMException('This operation was aborted', 'AbortError'), 'superseded'])
      expect(
        classifyFetchFailure({ error, callerSignal: aborted(), timeoutSignal: live(), pageLeaving: false }),
      ).toBe('aborted');
  });

  it('our time-out makes it a time-out, unless the caller or the page had already cancelled it', () => {
    const error = new DOMException('Request time-out', 'TimeoutError');
    expect(classifyFetchFailure({ error, timeoutSignal: aborted(), pageLeaving: false })).toBe('timeout');
    expect(
      classifyFetchFailure({ error, callerSignal: aborted(), timeoutSignal: aborted(), pageLeaving: false }),
    ).toBe('aborted');
    expect(classifyFetchFailure({ error, timeoutSignal: aborted(), pageLeaving: true })).toBe('aborted');
  });

  it('an AbortError or TimeoutError without our signals still says what it is', () => {
    const abort = new DOMException('aborted', 'AbortError');
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect(classifyFetchFailure({ error: abort, timeoutSignal: live(), pageLeaving: false })).toBe('aborted');
    expect(classifyFetchFailure({ error: timeout, timeoutSignal: live(), pageLeaving: false })).toBe(
      'timeout',
    );
  });
});
