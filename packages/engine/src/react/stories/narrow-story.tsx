import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/**
 * A list screen on a phone (320 px by default, the smallest the portal supports): the phone viewport (320 px) in the canvas, and a column of that width on the
 * docs page, where the viewport does not apply. Once the table has loaded, nothing may stick out sideways
 * (the table scrolls inside its own box), and the row actions stay in view at its right edge without scrolling.
 * `rowActions: false` for a read-only list.
 */
export function narrowScreen(width = 320, { rowActions = true } = {}) {
  const decorator: Decorator = (Story) => (
    <div data-narrow-frame="" style={{ width }}>
      {Story()}
    </div>
  );
  return {
    globals: { viewport: { value: 'mobile1', isRotated: false } },
    decorators: [decorator],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
      // The rows have loaded once their actions are there (the skeleton rows have none), or, in a read-only
      // list, once a cell has text (the skeleton cells have none).
      const loaded = () =>
        rowActions
          ? table.querySelector('tbody a, tbody button')
          : [...table.querySelectorAll('tbody td')].find((cell) => cell.textContent?.trim());
      await waitFor(() => expect(loaded()).toBeTruthy(), { timeout: 5000 });
      const frame = canvasElement.querySelector<HTMLElement>('[data-narrow-frame]');
      await waitFor(() => expect(frame?.scrollWidth).toBeLessThanOrEqual(width));
      // In the canvas, the phone's own viewport: nothing makes the page itself scroll sideways.
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      if (rowActions) {
        const box = table.parentElement!.getBoundingClientRect();
        const actions = table.querySelector('tbody tr td:last-child')!.getBoundingClientRect();
        await expect(actions.right).toBeLessThanOrEqual(box.right + 1);
        await expect(actions.left).toBeGreaterThanOrEqual(box.left);
      }
    },
  };
}
