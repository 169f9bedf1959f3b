import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SIDE_MENU_ID, useAppShell } from '../app-shell/app-shell-context';
import { IconButton } from '../icon-button';
import { MenuIcon } from '../icons';

export interface TopBarProps {
  /** For example 'Olá, Ana Souza'. */
  greeting: ReactNode;
  /** On the right: change password, Sair... */
  actions?: ReactNode;
  /** Called by the menu button (shown on narrow screens), in addition to toggling the AppShell's drawer. */
  onMenuToggle?: () => void;
  /** Classes added to the bar (layout only). */
  className?: string;
}

/**
 * The bar above the page content, with the greeting, the user's actions and, on narrow screens, the menu button.
 *
 * **When to use.** Once per logged-in page, as the `topBar` of an `AppShell`, which opens its side menu from the
 * menu button. Page titles and page actions go in a `PageHeader` inside the content, not here. The menu button
 * shows below 48rem (768 px): of the shell's width inside an AppShell, of the bar's own width alone.
 *
 * **Accessibility.** A `<header>`: the page's banner landmark when it is not inside `main` or a section. The
 * greeting is plain text, cut with an ellipsis when it does not fit. Tab reaches the menu button first (named
 * "Menu", with `aria-expanded` and `aria-controls` pointing at the side menu inside an AppShell), then the
 * actions in order; icon-only actions need a `label` (IconButton).
 */
export function TopBar({ greeting, actions, onMenuToggle, className }: TopBarProps) {
  const shell = useAppShell();
  const hasMenuButton = Boolean(shell || onMenuToggle);
  return (
    <header
      className={cn(
        'flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-4 md:px-6',
        // Alone, the bar is its own container: the menu button follows the bar's width, as a page-wide bar
        // follows the window's (and a narrow docs block shows the phone layout).
        !shell && '@container/top-bar',
        className,
      )}
    >
      {hasMenuButton && (
        <IconButton
          label="Menu"
          icon={<MenuIcon />}
          size="md"
          // In an AppShell the button follows the shell's width (its container), alone the bar's own width.
          className={shell ? '-ml-2 @3xl:hidden' : '-ml-2 @3xl/top-bar:hidden'}
          aria-expanded={shell ? shell.menuOpen : undefined}
          aria-controls={shell ? SIDE_MENU_ID : undefined}
          onClick={() => {
            shell?.toggleMenu();
            onMenuToggle?.();
          }}
        />
      )}
      <div className="min-w-0 flex-1 truncate text-sm font-medium text-fg-soft">{greeting}</div>
      {actions && <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>}
    </header>
  );
}
