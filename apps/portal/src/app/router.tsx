import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { entities } from '@frota/engine/entities';
import type { Session } from '../session/session-store.ts';
import { entityRoutes } from '../features/entities/entity-routes.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { loadChunk } from './load-chunk.ts';

const STAFF_PROFILES = ['Admin', 'Manager'];

const lazyPage = (chunk: string, importer: () => Promise<{ Component: React.ComponentType }>): RouteObject['lazy'] =>
  async () => loadChunk(chunk, importer);

const publicRoutes: RouteObject[] = [
  { path: '/politica-de-privacidade', lazy: lazyPage('privacy', () => import('../features/privacy/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage }))) },
];

const anonymousRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: '/reset-password/:token', lazy: lazyPage('reset-password', () => import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage }))) },
  { path: '/lost-password', lazy: lazyPage('lost-password', () => import('../features/auth/lost-password-page.tsx').then((m) => ({ Component: m.LostPasswordPage }))) },
  { path: '*', lazy: lazyPage('login', () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage }))) },
];

function staffRoutes(session: Session): RouteObject[] {
  const home = lazyPage('home', () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })));
  return [
    ...publicRoutes,
    {
      lazy: async () => {
        const { AppLayout } = await loadChunk('shell', () => import('./shell/app-layout.tsx'));
        return { Component: () => <AppLayout session={session} /> };
      },
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, lazy: home },
        { path: '/home', lazy: home },
        ...entityRoutes(entities, session.userData.profile),
        { path: '*', lazy: home },
      ],
    },
  ];
}

/** The route set, chosen once from the session's profile (spec 01 §2). */
export function createAppRouter(session: Session | null) {
  const staff = session?.isLogged && STAFF_PROFILES.includes(session.userData.profile);
  const routes = staff && session ? staffRoutes(session) : anonymousRoutes;
  return createBrowserRouter(routes.map((route) => ({ errorElement: <RouteErrorPage />, ...route })));
}
