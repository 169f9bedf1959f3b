// The Vitest addon applies preview.tsx and the addons' annotations (axe from addon-a11y) by itself.
import { afterEach, beforeEach, vi } from 'vitest';

// A story that logs an error to the console fails: React warnings, failed renders and rejected promises
// surface there, and a story that "renders" with one is broken for the designer looking at it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // The browser's note that a ResizeObserver callback resized something and the rest waits a frame (Headless
    // UI's floating panels do): harmless by specification, and it comes and goes with the machine's load.
    if (args.some((arg) => String(arg).includes('ResizeObserver loop'))) return;
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error during the story:\n${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
