import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Card } from '../card';

const widthClasses = cva('w-full', {
  variants: { width: { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-3xl' } },
  defaultVariants: { width: 'sm' },
});

export interface CenteredLayoutProps {
  children: ReactNode;
  /** sm for the login and password screens, md/lg for reading pages such as the privacy policy. */
  width?: 'sm' | 'md' | 'lg';
  /** Start at the top (long pages) instead of the vertical centre. */
  align?: 'center' | 'top';
}

/** The public screens' layout: one card on the neutral background, without menu or top bar. */
export function CenteredLayout({ children, width, align = 'center' }: CenteredLayoutProps) {
  return (
    <main
      className={
        align === 'center'
          ? 'flex min-h-screen items-center justify-center bg-ink-100 p-4'
          : 'flex min-h-screen justify-center bg-ink-100 p-4 sm:p-8'
      }
    >
      <Card className={widthClasses({ width })}>{children}</Card>
    </main>
  );
}
