export { AppShell, type AppShellProps } from './app-shell';
export { useAppShell, type AppShellState } from './app-shell-context';
