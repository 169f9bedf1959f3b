import { matchPath } from 'react-router-dom';
import { PRIVACY_PATH } from '../features/privacy/privacy-path.ts';
import type { Session } from '../session/session-store.ts';
import { loadChunk } from './load-chunk.ts';
import { staffSession } from './app-routes.tsx';
import { LoginPage, LostPasswordPage, PrivacyPage, ResetPasswordPage, StaffRoutes } from './pages.ts';

type Candidate = [pattern: string, preload: () => Promise<void>];

/**
 * Starts loading the chunks of the first screen (mirrors the route set of AppRoutes) and waits only for the
 * frame: the signed-in route set (with the shell), or a public page (small). So a list URL paints the shell
 * with the page's loading state at once, while the page's own chunks (and its entity's schema) arrive. A failure
 * is left for the render to report.
 */
export async function preloadRoute(pathname: string, session: Session | null): Promise<void> {
  if (matchPath({ path: PRIVACY_PATH, end: true }, pathname)) return PrivacyPage.preload();
  const staff = staffSession(session);
  if (staff) {
    const routes = await loadChunk('staff', () => import('./staff-routes.tsx'));
    routes.preloadStaffPage(pathname, staff).catch(() => undefined);
    return StaffRoutes.preload();
  }
  const candidates: Candidate[] = [
    ['/reset-password/:token', ResetPasswordPage.preload],
    ['/lost-password', LostPasswordPage.preload],
  ];
  const page = candidates.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
  await (page ?? LoginPage.preload)();
}
