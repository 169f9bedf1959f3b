// Story only: the starting states of the programmings' stories that a user reaches by doing something (a list
// opened, a form filled in). The screens keep that state to themselves, so a story goes the user's way in, while
// rendering: the canvas and the docs page show the named state, and play functions only look (STORIES.md), as
// the references' dialog stories do.
import { useEffect } from 'react';

/** One thing a user does, once the screen allows it; true when done (false: try again shortly). */
export type StartingStep = () => boolean;

/** The control a Field's label names (its text starts with `label`; the required mark may follow). */
function control<T extends HTMLElement>(label: string): T | null {
  const found = [...document.querySelectorAll('label')].find((element) =>
    element.textContent?.trim().startsWith(label),
  );
  return found?.htmlFor ? (document.getElementById(found.htmlFor) as T | null) : null;
}

/** Opens the select named `label` once its options have arrived. */
export const openSelect =
  (label: string): StartingStep =>
  () => {
    const button = control<HTMLButtonElement>(label);
    if (!button || button.disabled) return false;
    if (button.getAttribute('aria-expanded') !== 'true') button.click();
    return true;
  };

/** Picks `option` in the select named `label`: opens it once it can, then clicks the option. */
export const pick =
  (label: string, option: string): StartingStep =>
  () => {
    const choice = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (element) => element.textContent?.trim() === option,
    );
    if (choice) {
      choice.click();
      return true;
    }
    openSelect(label)();
    return false;
  };

/** Types `value` into the input named `label` (a number or a date and time as pt-BR writes them). */
export const fill =
  (label: string, value: string): StartingStep =>
  () => {
    const input = control<HTMLInputElement>(label);
    if (!input || input.disabled) return false;
    // React follows the value through the native setter and an input event, as when a user types.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  };

/** Waits until the input named `label` has a value (say, a proposal that arrives from the server). */
export const filled =
  (label: string): StartingStep =>
  () =>
    Boolean(control<HTMLInputElement>(label)?.value);

/** Runs the steps in order, one every 30 ms, each retried until it is done; once, when the story renders. */
export function useStartingSteps(steps: readonly StartingStep[]): void {
  useEffect(() => {
    const pending = [...steps];
    if (pending.length === 0) return;
    const timer = setInterval(() => {
      if (pending[0]?.()) pending.shift();
      if (pending.length === 0) clearInterval(timer);
    }, 30);
    return () => clearInterval(timer);
    // One run per render of the story: a changed arg renders it afresh (the stories key their frame).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
