/**
 * ajv options shared by the precompiled browser validators and the server's validators, so both accept
 * the same payloads. `unicode: false` keeps ajv's ucs2length helper (a run-time require) out of the
 * precompiled code; lengths are counted in UTF-16 units on both sides.
 */
export const BROWSER_AJV_OPTIONS = { unicode: false, allErrors: true, logger: false } as const;
