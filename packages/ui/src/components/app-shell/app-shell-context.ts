import { createContext, useContext } from 'react';

export interface AppShellState {
  /** Whether the side menu drawer is open (narrow screens only; it is always shown on wide ones). */
  menuOpen: boolean;
  toggleMenu: () => void;
  closeMenu: () => void;
}

export const AppShellContext = createContext<AppShellState | null>(null);

/** The shell's menu state, or null outside an AppShell. TopBar uses it for its menu button. */
export function useAppShell(): AppShellState | null {
  return useContext(AppShellContext);
}

/** The id of the side menu container, referenced by the top bar's aria-controls. */
export const SIDE_MENU_ID = 'menu-lateral';
