import { describe, expect, it } from 'vitest';
import { entityIndex } from '@frota/engine/entity-index';
import { GROUPS, menuFor } from './menu.ts';

// Expectations derive from the schemas' own menu entries and permissions, so adding an entity needs no edit
// here; the spec's rules on groups (spec 01 §2) are what is asserted.
const listable = (profile: string) =>
  entityIndex.filter((entity) => entity.menu && entity.permissions.list.includes(profile as 'Admin'));

describe('side menu by profile', () => {
  it.each(['Admin', 'Manager'])('gives %s every entity it may list, in its group and order', (profile) => {
    const groups = menuFor(profile, entityIndex);
    const shown = groups.flatMap((group) => group.items.map((item) => [group.id, item.href]));
    const expected = listable(profile)
      .filter((entity) => GROUPS[entity.menu!.group].profiles.includes(profile))
      .map((entity) => [entity.menu!.group, entity.routes.list]);
    expect(shown.filter(([group]) => group !== 'start').sort()).toEqual(expected.sort());
    for (const group of groups) {
      const orders = group.items.map((item) => item.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(groups[0]).toMatchObject({ label: 'Início', items: [{ href: '/home' }] });
  });

  it('keeps the user registers group from Manager even where a list is allowed', () => {
    expect(menuFor('Manager', entityIndex).map((g) => g.id)).not.toContain('registers');
    expect(menuFor('Admin', entityIndex).find((g) => g.id === 'registers')?.label).toBe(
      'Cadastros de Usuários',
    );
  });

  it('shows nothing to other profiles', () => {
    expect(menuFor('Driver', entityIndex)).toEqual([]);
  });
});
