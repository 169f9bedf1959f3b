import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installBackForwardGate } from '@frota/engine/react';
import { AppToaster } from '@frota/ui';
import './styles.css';
import { AppRoutes } from './app/app-routes.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { deleteSession, readSession } from './session/session-store.ts';

const session = readSession();
if (session?.isLogged && !session.userData?.profile) {
  // A session without a profile cannot choose a route set: drop it and start over (spec 01 §2).
  deleteSession();
  window.location.reload();
} else {
  await preloadRoute(window.location.pathname, session).catch(() => undefined);
  // Before the router adds its own listener: a form with unsaved edits can then hold Back and Forward.
  installBackForwardGate();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes session={session} />
      </BrowserRouter>
      <AppToaster />
    </StrictMode>,
  );
}
