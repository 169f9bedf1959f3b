import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '@frota/ui';
import { isStaffProfile } from '@frota/engine';
import { entities } from '@frota/engine/entities';
import type { Session } from '../session/session-store.ts';
import { entityRoutes } from '../features/entities/entity-routes.tsx';
import { AppErrorBoundary } from '../features/errors/error-boundary.tsx';
import { lazyPage } from './lazy-page.tsx';

const PrivacyPage = lazyPage('privacy', () => import('../features/privacy/privacy-page.tsx'), 'PrivacyPage');
const LoginPage = lazyPage('login', () => import('../features/auth/login-page.tsx'), 'LoginPage');
const LostPasswordPage = lazyPage(
  'lost-password',
  () => import('../features/auth/lost-password-page.tsx'),
  'LostPasswordPage',
);
const ResetPasswordPage = lazyPage(
  'reset-password',
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const HomePage = lazyPage('home', () => import('../features/home/home-page.tsx'), 'HomePage');
const AppLayout = lazyPage('shell', () => import('./shell/app-layout.tsx'), 'AppLayout');

/** The route set, chosen once from the session's profile (spec 01 §2). */
export function AppRoutes({ session }: { session: Session | null }) {
  const { pathname } = useLocation();
  const staff = session?.isLogged && isStaffProfile(session.userData.profile) ? session : null;
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/politica-de-privacidade" element={<PrivacyPage />} />
          {staff ? (
            <Route element={<AppLayout session={staff} />}>
              <Route index element={<HomePage />} />
              <Route path="/home" element={<HomePage />} />
              {entityRoutes(entities, staff.userData.profile)}
              <Route path="*" element={<HomePage />} />
            </Route>
          ) : (
            <>
              <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
              <Route path="/lost-password" element={<LostPasswordPage />} />
              <Route path="*" element={<LoginPage />} />
            </>
          )}
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
