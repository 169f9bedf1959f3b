import { expect } from 'storybook/test';

const FOCUS_STATES = ['focus', 'focusVisible', 'focusWithin'] as const;
const DISABLED = ':disabled, [data-disabled]';

const describe = (element: HTMLElement) =>
  `<${element.localName}> ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;

/** The selectors of the focus states a story forces with storybook-addon-pseudo-states (`true`: everything). */
function forcedFocusSelectors(pseudo: unknown): string[] {
  if (typeof pseudo !== 'object' || pseudo === null) return [];
  return FOCUS_STATES.flatMap((state) => {
    const forced: unknown = (pseudo as Record<string, unknown>)[state];
    if (forced === true) return ['*'];
    if (typeof forced === 'string') return [forced];
    return Array.isArray(forced) ? forced.filter((selector) => typeof selector === 'string') : [];
  });
}

/**
 * A play function for a story that forces a focus state: none of the elements it lands on is, or holds, a
 * disabled control. A disabled control cannot take focus, so the catalogue must not show it with a focus ring.
 *
 * @example export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'button:enabled' } }, play: expectNoForcedFocusOnDisabled };
 */
export async function expectNoForcedFocusOnDisabled({
  canvasElement,
  parameters,
}: {
  canvasElement: HTMLElement;
  parameters: Record<string, unknown>;
}): Promise<void> {
  const selectors = forcedFocusSelectors(parameters.pseudo);
  await expect(selectors).not.toEqual([]);
  const forced = [...canvasElement.querySelectorAll<HTMLElement>(selectors.join(', '))];
  const disabled = new Set(
    forced
      .flatMap((element) => [element, ...element.querySelectorAll<HTMLElement>(DISABLED)])
      .filter((element) => element.matches(DISABLED)),
  );
  await expect([...disabled].map(describe)).toEqual([]);
}
