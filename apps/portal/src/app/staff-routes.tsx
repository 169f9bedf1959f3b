import { Route, Routes, matchPath } from 'react-router-dom';
import { entityIndex } from '@frota/engine/entity-index';
import type { Session } from '../session/session-store.ts';
import { entityRouteTable, entityRoutes } from '../features/entities/entity-routes.tsx';
import { HOME_SCREEN, screensFor } from './screens.ts';
// Static: the shell comes with the route set (its chunk is fetched beside this one), the pages come later.
import { AppLayout } from './shell/app-layout.tsx';

const HomePage = HOME_SCREEN.page;

/**
 * The signed-in route set: the shell with the bespoke screens and the routes of every entity the profile may
 * use (spec 01 §2). Its own chunk, with the shell and the entity index, so the login screen loads none of them.
 */
export function StaffRoutes({ session }: { session: Session }) {
  const profile = session.userData.profile;
  return (
    <Routes>
      <Route element={<AppLayout session={session} />}>
        <Route index element={<HomePage />} />
        {screensFor(profile, entityIndex).map(({ id, path, page: Page }) => (
          <Route key={id} path={path} element={<Page />} />
        ))}
        {entityRoutes(entityIndex, profile)}
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  );
}

/** Starts loading the chunks of the signed-in page at `pathname` (mirrors StaffRoutes); home when none matches. */
export function preloadStaffPage(pathname: string, session: Session): Promise<void> {
  const profile = session.userData.profile;
  const candidates: [pattern: string, preload: () => Promise<void>][] = [
    ['/', HomePage.preload],
    ...screensFor(profile, entityIndex).map(({ path, page }): [string, () => Promise<void>] => [
      path,
      page.preload,
    ]),
    ...entityRouteTable(entityIndex, profile).map(({ path, preload }): [string, () => Promise<void>] => [
      path,
      preload,
    ]),
  ];
  const page = candidates.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
  return (page ?? HomePage.preload)();
}
