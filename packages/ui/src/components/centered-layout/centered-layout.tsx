import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Card } from '../card';

const widthClasses = cva('w-full', {
  variants: { width: { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-3xl' } },
  defaultVariants: { width: 'sm' },
});

export interface CenteredLayoutProps {
  /** The screen's content, inside the card: its Heading first, then the form or the text. */
  children: ReactNode;
  /** sm for the login and password screens, md/lg for reading pages such as the privacy policy. */
  width?: 'sm' | 'md' | 'lg';
  /** Start at the top (long pages) instead of the vertical centre. */
  align?: 'center' | 'top';
}

/**
 * The public screens' layout: one card on the neutral background, without menu or top bar.
 *
 * **When to use.** For the screens seen before logging in: login, forgotten and new password (`width="sm"`,
 * centred), and reading pages such as the privacy policy (`md` or `lg`, `align="top"`). Logged-in pages use
 * `AppShell`.
 *
 * **Accessibility.** The whole screen is the `<main>` landmark, and the card inside is a plain section; start the
 * content with the screen's heading (a `Heading`, an `<h1>`), which a screen reader uses to say where the user
 * is. It adds no focusable element and no skip link: there is no menu to skip.
 */
export function CenteredLayout({ children, width, align = 'center' }: CenteredLayoutProps) {
  return (
    <main
      className={
        align === 'center'
          ? 'flex min-h-screen items-center justify-center bg-surface-muted p-4'
          : 'flex min-h-screen justify-center bg-surface-muted p-4 sm:p-8'
      }
    >
      <Card className={widthClasses({ width })}>{children}</Card>
    </main>
  );
}
