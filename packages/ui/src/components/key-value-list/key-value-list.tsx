import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmptyValue } from '../empty-value';

export interface KeyValueItem {
  /** The term, such as 'Placa'; no final period. */
  label: string;
  /** Null, undefined, false or blank text shows an em dash, read 'Não informado'. */
  value: ReactNode;
  /** Spans both columns (for long values such as an address). */
  wide?: boolean;
}

export interface KeyValueListProps {
  /** The rows, in reading order: label, value (any node; empty shows '—') and wide (spans both columns). */
  items: KeyValueItem[];
  /** Two columns once the list is at least 24rem wide; always one below that. */
  columns?: 1 | 2;
  /** Classes added to the wrapper (layout only). */
  className?: string;
}

const list = cva('grid gap-x-6 gap-y-3', {
  variants: { columns: { 1: 'grid-cols-1', 2: 'grid-cols-1 @sm:grid-cols-2' } },
  defaultVariants: { columns: 1 },
});

function isEmpty(value: ReactNode): boolean {
  return (
    value === null || value === undefined || value === false || (typeof value === 'string' && !value.trim())
  );
}

/**
 * Labelled values as a description list (<dl>), such as the tracking popup's plates, status, origin,
 * destination, address and last update. An empty value shows an em dash (—).
 *
 * **When to use.** For the details of one record, read rather than edited: a map popup, the summary at the top of
 * a detail page or a dialog. Many records with the same fields go in a `Table`; values to fill in, in a form of
 * `Field`s.
 *
 * **Accessibility.** A native `<dl>`: each label is a term (`dt`) and its value a definition (`dd`), so a screen
 * reader announces the list and reads each label with its value; an empty value reads "Não informado". Two
 * columns only change the layout: the reading order stays row by row. It takes no focus (links or buttons in a
 * value do).
 *
 * @example <KeyValueList items={[{ label: 'Placa', value: 'ABC1D23' }, { label: 'Origem', value: null }]} />
 */
export function KeyValueList({ items, columns, className }: KeyValueListProps) {
  return (
    // A container, so the columns follow the list's own width (a map popup is narrow on any screen).
    <div className={cn('@container', className)}>
      <dl className={list({ columns })}>
        {items.map((item, index) => (
          // Labels may repeat (two 'Placa' rows) and the rows never reorder: the position is the identity.
          <div key={index} className={cn('min-w-0', item.wide && columns === 2 && '@sm:col-span-2')}>
            <dt className="text-xs font-medium text-fg-muted">{item.label}</dt>
            <dd className="mt-0.5 text-sm break-words text-fg-strong">
              {isEmpty(item.value) ? <EmptyValue /> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
