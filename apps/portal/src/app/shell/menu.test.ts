import { describe, expect, it } from 'vitest';
import { entityIndex } from '@frota/engine/entity-index';
import { screensFor } from '../screens.ts';
import { GROUPS } from './menu-groups.ts';
import { menuFor } from './menu.ts';

// Expectations derive from the schemas' own menu entries and permissions, so adding an entity needs no edit
// here; the spec's rules on groups (spec 01 §2) are what is asserted.
const listable = (profile: string) =>
  entityIndex.filter((entity) => entity.menu && entity.permissions.list.includes(profile as 'Admin'));

describe('side menu by profile', () => {
  it.each(['Admin', 'Manager'])('gives %s every entity it may list, in its group and order', (profile) => {
    const groups = menuFor(profile, entityIndex);
    const shown = groups.flatMap((group) => group.items.map((item) => [group.id, item.href]));
    const expected = [
      ...listable(profile).map((entity) => [entity.menu!.group, entity.routes.list]),
      ...screensFor(profile, entityIndex).map((screen) => [screen.menu.group, screen.path]),
    ].filter(([group]) => group !== 'start' && GROUPS[group as 'tower'].profiles.includes(profile));
    expect(shown.filter(([group]) => group !== 'start').sort()).toEqual(expected.sort());
    for (const group of groups) {
      const orders = group.items.map((item) => item.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(groups[0]).toMatchObject({ label: 'Início', items: [{ href: '/home' }] });
  });

  it.each(['Admin', 'Manager'])(
    'opens the control tower group for %s with Home, the monitor, while it may list programmings',
    (profile) => {
      const tower = menuFor(profile, entityIndex).find((group) => group.id === 'tower');
      expect(tower?.items[0]).toMatchObject({ label: 'Home', href: '/torre/index.tsx' });
      const without = entityIndex.map((entity) =>
        entity.id === 'programmings'
          ? { ...entity, permissions: { ...entity.permissions, list: [] } }
          : entity,
      );
      const hrefs = menuFor(profile, without).flatMap((group) => group.items.map((item) => item.href));
      expect(hrefs).not.toContain('/torre/index.tsx');
    },
  );

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
