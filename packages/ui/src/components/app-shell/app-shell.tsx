import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AppShellContext, SIDE_MENU_ID, type AppShellState } from './app-shell-context';

export interface AppShellProps {
  /** Usually a SideMenu: a fixed column on wide screens, a drawer opened from the TopBar on narrow ones. */
  sideMenu: ReactNode;
  /** Usually a TopBar; its menu button opens the drawer through the shell's context. */
  topBar: ReactNode;
  /** The page itself (a PageHeader and its content), in the `<main>` landmark that scrolls under the bar. */
  children: ReactNode;
}

const MAIN_ID = 'conteudo-principal';

/**
 * The logged-in layout: menu on the left, bar on top, and the page content scrolling below the bar.
 *
 * **When to use.** Once, around every page of the logged-in portal, with a SideMenu and a TopBar. The public
 * screens (login, password, privacy policy) use `CenteredLayout` instead. Below 48rem of its own width (a phone,
 * or a narrow column) the menu becomes a drawer that the TopBar's menu button opens.
 *
 * **Accessibility.** The first Tab stop is a "Pular para o conteúdo" skip link to the `<main>` landmark, which
 * takes focus (tabIndex 0) so the keyboard can scroll it. On a wide shell the menu's links come next in the Tab
 * order, then the bar and the content. On a narrow one the drawer is hidden and out of the Tab order until the
 * menu button (aria-expanded, aria-controls) opens it; it then takes the focus, and Esc closes it and gives the
 * focus back to the button. Choosing a link closes it too.
 */
export function AppShell({ sideMenu, topBar, children }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const shell = useMemo<AppShellState>(
    () => ({
      menuOpen,
      toggleMenu: () => setMenuOpen((open) => !open),
      closeMenu: () => setMenuOpen(false),
    }),
    [menuOpen],
  );

  const drawerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    // Opened as a drawer (a narrow shell), the menu takes the focus; Escape gives it back to the menu button.
    // 48rem: the @3xl container breakpoint of the classes below.
    const drawer = drawerRef.current;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    if (drawer && (drawer.parentElement?.clientWidth ?? 0) < 48 * rem) {
      drawer.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // A link chosen in the drawer navigates away, so the drawer should not stay over the new page.
  function closeAfterLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  }

  return (
    <AppShellContext value={shell}>
      {/* The layout follows the shell's own width (a container), not the window's: the same in the portal, and
          right in a narrow column such as a docs page. The container also holds the fixed drawer and backdrop. */}
      <div className="@container flex h-dvh overflow-hidden bg-canvas">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2 focus:shadow"
        >
          Pular para o conteúdo
        </a>
        {menuOpen && (
          <div
            aria-hidden="true"
            className="fixed inset-0 z-30 bg-scrim/40 @3xl:hidden"
            onClick={shell.closeMenu}
          />
        )}
        <aside
          ref={drawerRef}
          id={SIDE_MENU_ID}
          onClick={closeAfterLinkClick}
          className={cn(
            'fixed inset-y-0 left-0 z-40 w-64 shrink-0 overflow-y-auto border-r border-line bg-surface',
            'transition-[translate,visibility] duration-normal @3xl:static @3xl:visible @3xl:translate-x-0',
            menuOpen ? 'translate-x-0' : 'invisible -translate-x-full',
          )}
        >
          {sideMenu}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          {topBar}
          {/* tabIndex 0: a scrolling region must be reachable by keyboard to scroll it (and the skip link lands here) */}
          <main id={MAIN_ID} tabIndex={0} className="flex-1 overflow-y-auto p-4 focus:outline-none @3xl:p-6">
            {children}
          </main>
        </div>
      </div>
    </AppShellContext>
  );
}
