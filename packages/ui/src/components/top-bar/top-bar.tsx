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
  className?: string;
}

/** The bar above the page content, with the greeting and the user's actions. */
export function TopBar({ greeting, actions, onMenuToggle, className }: TopBarProps) {
  const shell = useAppShell();
  const hasMenuButton = Boolean(shell || onMenuToggle);
  return (
    <header
      className={cn(
        'flex h-14 shrink-0 items-center gap-3 border-b border-ink-200 bg-white px-4 md:px-6',
        className,
      )}
    >
      {hasMenuButton && (
        <IconButton
          label="Menu"
          icon={<MenuIcon />}
          size="md"
          // In an AppShell the button follows the shell's width (its container), alone the window's.
          className={shell ? '-ml-2 @3xl:hidden' : '-ml-2 md:hidden'}
          aria-expanded={shell ? shell.menuOpen : undefined}
          aria-controls={shell ? SIDE_MENU_ID : undefined}
          onClick={() => {
            shell?.toggleMenu();
            onMenuToggle?.();
          }}
        />
      )}
      <div className="min-w-0 flex-1 truncate text-sm font-medium text-ink-700">{greeting}</div>
      {actions && <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>}
    </header>
  );
}
