import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

// Date formatters print local time: pin the zone so results do not depend on the machine.
process.env.TZ = 'America/Sao_Paulo';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    env: { TZ: 'America/Sao_Paulo' },
  },
});
