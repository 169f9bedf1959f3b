import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

function Controlled({
  initialPage,
  totalPages,
  onPageChange,
}: {
  initialPage: number;
  totalPages: number;
  onPageChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Controlled,
  tags: ['autodocs'],
  args: { initialPage: 1, totalPages: 10, onPageChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Anterior' is disabled, so Tab lands on page 1 (the current page); Tab to page 2 and Enter goes there.
 */
export const FirstPage: Story = {
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

/** Anterior and Próxima with the keyboard; Space works as well as Enter. */
export const MiddlePage: Story = {
  args: { initialPage: 5 },
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

/** On the last page 'Próxima' is disabled and skipped by Tab. */
export const LastPage: Story = {
  args: { initialPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = { args: { totalPages: 3, initialPage: 2 } };

export const ManyPages: Story = { args: { totalPages: 250, initialPage: 124 } };

/** The widest row (page 124 of 250) on a 360 px phone: one line, '›' included. */
export const Narrow360: Story = {
  args: { totalPages: 250, initialPage: 124 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Próxima')).toBe(top('Anterior'));
  },
};

/** The same row on a 320 px phone. */
export const Narrow320: Story = {
  ...Narrow360,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** With one page or none, nothing is rendered. */
export const SinglePage: Story = { args: { totalPages: 1 } };
