import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /** Classes of the scrolling wrapper around the table. */
  wrapperClassName?: string;
};

/** A data table inside a bordered box that scrolls sideways on narrow screens. */
export function Table({ className, wrapperClassName, ...props }: TableProps) {
  return (
    <div
      className={cn('w-full overflow-x-auto rounded-card border border-ink-200 bg-white', wrapperClassName)}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-ink-200 bg-ink-50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-ink-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-ink-100', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-ink-800', className)} {...props} />;
}
