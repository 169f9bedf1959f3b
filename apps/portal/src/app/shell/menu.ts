import { can } from '@frota/engine';
import type { EntitySummary } from '@frota/engine';
import { screensFor } from '../screens.ts';
import { GROUPS, type GroupId } from './menu-groups.ts';

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  order: number;
}

export interface MenuGroup {
  id: GroupId;
  label: string;
  items: MenuItem[];
}

/**
 * The menu a profile sees: groups it may open, each with the entries it may use, in order. The bespoke screens
 * (app/screens.ts) and the schema entities (their `menu`) add themselves.
 */
export function menuFor(profile: string, entities: readonly EntitySummary[]): MenuGroup[] {
  const items: Array<MenuItem & { group: GroupId }> = screensFor(profile, entities).map((screen) => ({
    id: screen.id,
    href: screen.path,
    ...screen.menu,
  }));
  for (const entity of entities) {
    if (!entity.menu || !can({ action: 'list', entity, profile }).can) continue;
    items.push({
      id: entity.id,
      label: entity.menu.label,
      href: entity.routes.list,
      order: entity.menu.order,
      group: entity.menu.group,
    });
  }
  return (Object.keys(GROUPS) as GroupId[])
    .filter((group) => GROUPS[group].profiles.includes(profile))
    .map((group) => ({
      id: group,
      label: GROUPS[group].label,
      items: items.filter((item) => item.group === group).sort((a, b) => a.order - b.order),
    }))
    .filter((group) => group.items.length > 0);
}
