// Setup for this folder's component tests, which opt into jsdom (`// @vitest-environment jsdom`): the portal's
// vitest config runs in node and has no DOM setup file of its own.
import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
// Not from @frota/ui: this file must run before Headless UI loads (see getAnimations below).
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion. Nothing matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has no Web Animations; Headless UI's transitions ask for them, and when Headless UI loads first it
// installs a stand-in that warns on every dialog. Import this file first in a test.
Element.prototype.getAnimations ??= () => [];
