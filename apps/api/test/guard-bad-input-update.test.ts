import { describeBadInput } from './helpers/bad-input.ts';
import { setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
describeBadInput(t, 'update');
