import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

process.env.TZ = 'America/Sao_Paulo';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./test/setup-dom.ts'],
    env: { TZ: 'America/Sao_Paulo' },
  },
});
