import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';
import { expectNoForcedFocusOnDisabled } from '../../../test/forced-focus';

/** Keeps the page in state, as a list screen does, starting at `page`; reports each change to `onPageChange`. */
function PagedPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 10, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
    label: { control: 'text' },
    className: { control: 'text' },
  },
  // The key starts over from the `page` control when it changes; clicks then move the page in state.
  render: (args) => <PagedPagination key={args.page} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const POSITIONS = [
  { name: 'Primeira página', page: 1, totalPages: 10 },
  { name: 'Página do meio', page: 5, totalPages: 10 },
  { name: 'Última página', page: 10, totalPages: 10 },
  { name: 'Poucas páginas', page: 2, totalPages: 3 },
  { name: 'Muitas páginas', page: 124, totalPages: 250 },
] as const;

/** The first, a middle and the last page, few pages and many, one under the other. */
export const Matrix: Story = {
  render: (args) => (
    <table className="border-separate border-spacing-3 text-left text-xs text-fg-muted">
      <thead>
        <tr>
          <th scope="col">Posição</th>
          <th scope="col">Páginas</th>
          <th scope="col">Paginação</th>
        </tr>
      </thead>
      <tbody>
        {POSITIONS.map((position) => (
          <tr key={position.name}>
            <th scope="row" className="font-normal">
              {position.name}
            </th>
            <td className="font-mono">
              {position.page} de {position.totalPages}
            </td>
            <td>
              <PagedPagination
                page={position.page}
                totalPages={position.totalPages}
                onPageChange={args.onPageChange}
                label={`Paginação: ${position.name}`}
                className="justify-start"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

/** The pointer over each button (the disabled Anterior or Próxima does not react). */
export const Hover: Story = {
  ...Matrix,
  parameters: { pseudo: { hover: true } },
};

/** The focus ring a keyboard user sees on each enabled button. */
export const FocusVisible: Story = {
  ...Matrix,
  parameters: { pseudo: { focusVisible: 'button:enabled' } },
  play: expectNoForcedFocusOnDisabled,
};

/** The first page, as a user lands on a list: page 1 is current and 'Anterior' is disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  },
};

/**
 * 'Anterior' is disabled, so Tab lands on page 1 (the current page), where Enter does nothing; Tab to page 2 and
 * Enter goes there.
 */
export const FirstPageKeyboardTest: Story = {
  ...FirstPage,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    await expect(previous).toBeDisabled();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Página 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();

    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Página 2' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(previous).toBeEnabled();
  },
};

/** Page 5 of 10: ellipses on both sides of pages 4 to 6. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Anterior and Próxima with the keyboard; Space works as well as Enter. */
export const MiddlePageKeyboardTest: Story = {
  ...MiddlePage,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');

    const next = canvas.getByRole('button', { name: 'Próxima' });
    for (let step = 0; step < 10 && document.activeElement !== next; step++) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(next).toBeDisabled();
  },
};

/** The last page: page 10 is current and 'Próxima' is disabled. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On the last page 'Próxima' is disabled and skipped by Tab: Shift+Tab from the end lands on page 10. */
export const LastPageKeyboardTest: Story = {
  ...LastPage,
  tags: ['!autodocs', 'interaction-test'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Three pages: every page shows, no ellipsis. */
export const FewPages: Story = { args: { totalPages: 3, page: 2 } };

/** Page 124 of 250. */
export const ManyPages: Story = { args: { totalPages: 250, page: 124 } };

/** The widest row (page 124 of 250) on a 360 px phone: one line, '›' included. */
export const Narrow360: Story = {
  args: { totalPages: 250, page: 124 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Próxima')).toBe(top('Anterior'));
  },
};

/** The same row on a real 320 px phone, inside the page's padding (288 px): still one line, nothing sticking out. */
export const Narrow320: Story = {
  args: { totalPages: 250, page: 124 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Próxima')).toBe(top('Anterior'));
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** With one page or none, nothing is rendered. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
