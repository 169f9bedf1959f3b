import { vi } from 'vitest';

// @googlemaps/jest-mocks builds its doubles with a global `jest` (some at import time): vitest's `vi` has the same
// mock API. Imported before the mocks, as its own module, because imports run before a module's own statements.
(globalThis as { jest?: unknown }).jest = vi;
