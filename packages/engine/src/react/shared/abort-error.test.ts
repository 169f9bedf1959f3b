import { describe, expect, it } from 'vitest';
import { isAbortError } from './abort-error.ts';

describe('isAbortError', () => {
  it("recognises the portal client's aborted calls and fetch's own AbortError", () => {
    expect(isAbortError(Object.assign(new Error('Requisição cancelada.'), { kind: 'aborted' }))).toBe(true);
    expect(isAbortError(new DOMException('This operation was aborted', 'AbortError'))).toBe(true);
  });

  it('does not take any other failure for one', () => {
    for (const error of [
      Object.assign(new Error('offline'), { kind: 'network' }),
      Object.assign(new Error('slow'), { kind: 'timeout' }),
      new DOMException('slow', 'TimeoutError'),
      new TypeError('Failed to fetch'),
      'aborted',
      null,
      undefined,
    ])
      expect(isAbortError(error)).toBe(false);
  });
});
