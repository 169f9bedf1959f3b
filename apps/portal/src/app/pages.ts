import { lazyPage } from './lazy-page.tsx';

/** The portal's own pages, each its own chunk. */
export const PrivacyPage = lazyPage(
  'privacy',
  () => import('../features/privacy/privacy-page.tsx'),
  'PrivacyPage',
);
export const LoginPage = lazyPage('login', () => import('../features/auth/login-page.tsx'), 'LoginPage');
export const LostPasswordPage = lazyPage(
  'lost-password',
  () => import('../features/auth/lost-password-page.tsx'),
  'LostPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  'reset-password',
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
/** The signed-in route set (shell, home, entity routes and the entity index), see staff-routes.tsx. */
export const StaffRoutes = lazyPage('staff', () => import('./staff-routes.tsx'), 'StaffRoutes');
