import { can } from '@frota/engine';
import type { EntitySummary, MenuEntry } from '@frota/engine';

type GroupId = MenuEntry['group'] | 'start';

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

/** Spec 01 §2: the side menu's groups and the profiles that see each. */
export const GROUPS: Record<GroupId, { label: string; profiles: readonly string[] }> = {
  start: { label: 'Início', profiles: ['Admin', 'Manager'] },
  registers: { label: 'Cadastros de Usuários', profiles: ['Admin'] },
  operations: { label: 'Operações', profiles: ['Admin', 'Manager'] },
  tower: { label: 'Torre de Controle', profiles: ['Admin', 'Manager'] },
  reports: { label: 'Relatórios', profiles: ['Admin', 'Manager'] },
};

/** The bespoke screens built so far, with their group; schema entities add themselves from their `menu`. */
const BESPOKE_ITEMS: Array<MenuItem & { group: GroupId }> = [
  { id: 'home', label: 'Página inicial', href: '/home', order: 0, group: 'start' },
];

/** The menu a profile sees: groups it may open, each with the entries it may list, in order. */
export function menuFor(profile: string, entities: readonly EntitySummary[]): MenuGroup[] {
  const items: Array<MenuItem & { group: GroupId }> = [...BESPOKE_ITEMS];
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
