import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
