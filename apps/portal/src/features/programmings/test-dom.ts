// Setup for the programmings' component tests, which opt into jsdom (`// @vitest-environment jsdom`); import it
// first. The references' setup (Testing Library's matchers and cleanup, matchMedia, getAnimations), and the
// ResizeObserver Headless UI's anchored panels (the selects' options) follow their control with.
import '../references/operating-hours/test-dom.ts';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
