// For the unit tests only: jsdom lacks two APIs Headless UI uses while a panel opens and closes (ResizeObserver
// to follow the control, getAnimations to wait for the transition). Import this file first in a *.test.tsx
// that opens a Select, AsyncCombobox or MultiSelect.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element.prototype.getAnimations !== 'function') {
  Element.prototype.getAnimations = () => [];
}
