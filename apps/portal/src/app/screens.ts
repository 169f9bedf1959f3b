import type { JSX, ReactNode } from 'react';
import { can, type EntitySummary } from '@frota/engine';
import { lazyPage } from './lazy-page.tsx';
import type { GroupId } from './shell/menu-groups.ts';

/**
 * A bespoke screen the portal serves at a route of its own (the home page, the monitor, the dashboard and the
 * report), with its menu entry and who may open it. A screen that shows an entity's records names the
 * entity and the permission it needs, so the menu and the route follow the schema's permissions, which the API
 * enforces on the calls the screen makes.
 */
export interface Screen {
  id: string;
  /** The portal path, exactly as the spec's route table writes it. */
  path: string;
  menu: { group: GroupId; label: string; order: number };
  /** Shown and routed only to profiles the entity's schema allows this action. */
  needs?: { entity: string; action: 'list' };
  /** The page, its own chunk (`lazyPage`); `preload` fetches it ahead of a navigation. */
  page: { (props: JSX.IntrinsicAttributes): ReactNode; preload: () => Promise<void> };
}

const HomePage = lazyPage('home', () => import('../features/home/home-page.tsx'), 'HomePage');

/** The bespoke screens, in no particular order (the menu orders each group by `menu.order`). */
export const SCREENS: readonly Screen[] = [
  {
    id: 'home',
    path: '/home',
    menu: { group: 'start', label: 'Página inicial', order: 0 },
    page: HomePage,
  },
  {
    id: 'monitor',
    path: '/torre/index.tsx',
    menu: { group: 'tower', label: 'Home', order: 0 },
    needs: { entity: 'programmings', action: 'list' },
    page: lazyPage('monitor', () => import('../features/monitor/monitor-page.tsx'), 'MonitorPage'),
  },
  // The rewards follow the bonus ranges' list permission, as the API does (modules/rewards/client-access.ts).
  {
    id: 'dashboard',
    path: '/backoffice/dashboard',
    menu: { group: 'reports', label: 'Dashboard do Cliente', order: 0 },
    needs: { entity: 'bonus-configs', action: 'list' },
    page: lazyPage(
      'dashboard',
      () => import('../features/rewards/dashboard/dashboard-page.tsx'),
      'DashboardPage',
    ),
  },
  {
    id: 'report',
    path: '/backoffice/relatorios/geral',
    menu: { group: 'reports', label: 'Relatório geral de premiação', order: 1 },
    needs: { entity: 'bonus-configs', action: 'list' },
    page: lazyPage('report', () => import('../features/rewards/report/report-page.tsx'), 'ReportPage'),
  },
];

/** The screen shown at `/` and for any path nobody serves. */
export const HOME_SCREEN = SCREENS[0]!;

/** The screens a profile may open: every one whose entity permission it has (the menu groups filter further). */
export function screensFor(profile: string, entities: readonly EntitySummary[]): Screen[] {
  return SCREENS.filter((screen) => {
    if (!screen.needs) return true;
    const entity = entities.find((candidate) => candidate.id === screen.needs?.entity);
    return entity !== undefined && can({ action: screen.needs.action, entity, profile }).can;
  });
}
