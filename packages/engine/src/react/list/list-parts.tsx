import { lazy, Suspense, useState } from 'react';
import { Pagination } from '@frota/ui';
import { useListContext } from './list-context.tsx';

// The confirmation brings Headless UI's dialog: loaded when a delete or toggle first asks.
const LazyListConfirm = lazy(() => import('./list-confirm.tsx').then((m) => ({ default: m.ListConfirm })));

/** The list's pages (none shown while there is only one). */
export function ListPagination() {
  const { page, totalPages, setPage } = useListContext();
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />;
}

/**
 * The delete, toggle or unlink confirmation: mounted from the first question on, and kept, so the dialog's
 * closing transition still plays.
 */
export function ListConfirm() {
  const { pending } = useListContext();
  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);
  if (!asked && pending === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyListConfirm />
    </Suspense>
  );
}
