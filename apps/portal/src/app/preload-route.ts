import { matchPath } from 'react-router-dom';
import { entityIndex } from '@frota/engine/entity-index';
import type { Session } from '../session/session-store.ts';
import { entityRouteTable } from '../features/entities/entity-routes.tsx';
import { staffSession } from './app-routes.tsx';
import { AppLayout, HomePage, LoginPage, LostPasswordPage, PrivacyPage, ResetPasswordPage } from './pages.ts';

type Candidate = [pattern: string, preload: () => Promise<void>];

/**
 * Starts loading the chunks of the first screen (mirrors the route set of AppRoutes) and waits only for the
 * frame: the signed-in shell, or a public page (small). So a list URL paints the shell with the page's loading
 * state at once, while the page's own chunks (and its entity's schema) arrive. A failure is left for the render
 * to report.
 */
export async function preloadRoute(pathname: string, session: Session | null): Promise<void> {
  const staff = staffSession(session);
  const candidates: Candidate[] = staff
    ? [
        ['/home', HomePage.preload],
        ['/', HomePage.preload],
        ...entityRouteTable(entityIndex, staff.userData.profile).map(({ path, preload }): Candidate => [
          path,
          preload,
        ]),
      ]
    : [
        ['/reset-password/:token', ResetPasswordPage.preload],
        ['/lost-password', LostPasswordPage.preload],
      ];
  if (matchPath({ path: '/politica-de-privacidade', end: true }, pathname)) return PrivacyPage.preload();
  const page = candidates.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
  const fallback = staff ? HomePage.preload : LoginPage.preload;
  const pagePreload = (page ?? fallback)();
  if (staff) {
    pagePreload.catch(() => undefined);
    await AppLayout.preload();
  } else await pagePreload;
}
