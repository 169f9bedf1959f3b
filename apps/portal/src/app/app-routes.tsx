import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '@frota/ui';
import { isStaffProfile } from '@frota/engine';
import type { Session } from '../session/session-store.ts';
import { AppErrorBoundary } from '../features/errors/error-boundary.tsx';
import { PRIVACY_PATH } from '../features/privacy/privacy-path.ts';
import { LoginPage, LostPasswordPage, PrivacyPage, ResetPasswordPage, StaffRoutes } from './pages.ts';

/** The session when it belongs to a staff profile (Admin or Manager), else null. */
export function staffSession(session: Session | null): Session | null {
  return session?.isLogged && isStaffProfile(session.userData.profile) ? session : null;
}

/** The route set, chosen once from the session's profile (spec 01 §2). */
export function AppRoutes({ session }: { session: Session | null }) {
  const { pathname } = useLocation();
  const staff = staffSession(session);
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path={PRIVACY_PATH} element={<PrivacyPage />} />
          {staff ? (
            <Route path="*" element={<StaffRoutes session={staff} />} />
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
