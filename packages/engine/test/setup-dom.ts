import { afterEach } from 'vitest';

// Only for files that opt into jsdom (`// @vitest-environment jsdom`).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
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
  // jsdom lacks two APIs Headless UI uses while a Select's panel opens and closes (as
  // packages/ui/src/components/select/jsdom-polyfills.ts): ResizeObserver and getAnimations.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (typeof Element.prototype.getAnimations !== 'function') Element.prototype.getAnimations = () => [];
}
