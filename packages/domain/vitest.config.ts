import { defineConfig } from 'vitest/config';
import '../../vitest.polyfill.ts';

// The date formats' tests build local dates: pin the zone so results do not depend on the machine.
process.env.TZ = 'America/Sao_Paulo';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], env: { TZ: 'America/Sao_Paulo' } },
});
