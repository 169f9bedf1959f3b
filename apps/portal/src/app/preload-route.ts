import { matchPath } from 'react-router-dom';
import { entities } from '@frota/engine/entities';
import type { Session } from '../session/session-store.ts';
import { entityRouteTable } from '../features/entities/entity-routes.tsx';
import { staffSession } from './app-routes.tsx';
import { AppLayout, HomePage, LoginPage, LostPasswordPage, PrivacyPage, ResetPasswordPage } from './pages.ts';

type Candidate = [pattern: string, preload: () => Promise<void>];

/**
 * Loads the chunks the first screen needs before the app renders, so it renders at once instead of
 * showing a fallback (mirrors the route set of AppRoutes). A failure is left for the render to report.
 */
export async function preloadRoute(pathname: string, session: Session | null): Promise<void> {
  const staff = staffSession(session);
  const candidates: Candidate[] = staff
    ? [
        ['/home', HomePage.preload],
        ['/', HomePage.preload],
        ...entityRouteTable(entities, staff.userData.profile).map(({ path, preload }): Candidate => [
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
  await Promise.all([staff ? AppLayout.preload() : undefined, (page ?? fallback)()]);
}
