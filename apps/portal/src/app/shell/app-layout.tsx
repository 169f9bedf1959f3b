import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import {
  AppShell,
  Button,
  DevicesIcon,
  KeyIcon,
  LogoutIcon,
  Logo,
  PageLoading,
  SideMenu,
  TopBar,
} from '@frota/ui';
import { entityIndex } from '@frota/engine/entity-index';
import { PRODUCT } from '../../config/product.ts';
import { deleteSession, displayName, readSession, type Session } from '../../session/session-store.ts';
import { identityApi } from '../../features/auth/identity-api.ts';
import { AppErrorBoundary } from '../../features/errors/error-boundary.tsx';
import { loadChunk } from '../load-chunk.ts';
import { menuFor } from './menu.ts';

// The dialogs (Headless UI's) and their forms load when first opened, not with every page.
const ChangePasswordDialog = lazy(() =>
  loadChunk('change-password', () => import('./change-password-dialog.tsx')).then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const ActiveSessionsDialog = lazy(() =>
  loadChunk('active-sessions', () => import('./active-sessions-dialog.tsx')).then((m) => ({
    default: m.ActiveSessionsDialog,
  })),
);

/** Which top-bar dialog is open; each stays mounted after its first opening, so its closing transition plays. */
type TopBarDialog = 'password' | 'sessions';

/** "Sair": revokes the refresh token on the server (without waiting), deletes the session, goes to / and reloads. */
function signOut() {
  // The stored token, not the one this page loaded with: a refresh since then has rotated it.
  const refreshToken = readSession()?.refreshToken;
  if (refreshToken) identityApi.revokeRefreshToken(refreshToken);
  deleteSession();
  window.location.assign('/');
}

/**
 * The signed-in shell: side menu by profile, top bar with the user's name, password change, active sessions
 * and Sair.
 */
export function AppLayout({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<TopBarDialog | null>(null);
  const [used, setUsed] = useState<ReadonlySet<TopBarDialog>>(new Set());
  const show = (dialog: TopBarDialog) => {
    setUsed((before) => new Set(before).add(dialog));
    setOpen(dialog);
  };
  const groups = menuFor(session.userData.profile, entityIndex).map((group) => ({
    ...group,
    items: group.items.map((item) => ({
      ...item,
      active: pathname === item.href || pathname.startsWith(item.href.replace(/\/$/, '') + '/'),
    })),
  }));

  return (
    <AppShell
      sideMenu={
        <SideMenu
          header={<Logo productName={PRODUCT.name} />}
          groups={groups}
          renderLink={(item, className, children) => (
            <Link to={item.href} className={className} aria-current={item.active ? 'page' : undefined}>
              {children}
            </Link>
          )}
        />
      }
      topBar={
        <TopBar
          greeting={
            <>
              Olá, <strong>{displayName(session)}</strong>
            </>
          }
          // On a phone the top bar's actions are their icons, named by their hidden text.
          actions={
            <>
              <Button variant="ghost" size="sm" onClick={() => show('password')}>
                <KeyIcon /> <span className="max-sm:sr-only">Alterar senha</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => show('sessions')}>
                <DevicesIcon /> <span className="max-sm:sr-only">Sessões ativas</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={signOut}>
                <LogoutIcon /> <span className="max-sm:sr-only">Sair</span>
              </Button>
            </>
          }
        />
      }
    >
      <AppErrorBoundary resetKey={pathname} placement="content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
      {used.has('password') && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {used.has('sessions') && (
        <Suspense fallback={null}>
          <ActiveSessionsDialog open={open === 'sessions'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </AppShell>
  );
}
