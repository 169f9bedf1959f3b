import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination';

function Controlled({ initialPage, totalPages }: { initialPage: number; totalPages: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />;
}

const meta = {
  title: 'Data/Pagination',
  component: Controlled,
  tags: ['autodocs'],
  args: { initialPage: 1, totalPages: 10 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { initialPage: 5 } };

export const LastPage: Story = { args: { initialPage: 10 } };

export const FewPages: Story = { args: { totalPages: 3, initialPage: 2 } };

export const ManyPages: Story = { args: { totalPages: 250, initialPage: 124 } };

/** With one page or none, nothing is rendered. */
export const SinglePage: Story = { args: { totalPages: 1 } };
