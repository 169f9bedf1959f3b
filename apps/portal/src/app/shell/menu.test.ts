import { describe, expect, it } from 'vitest';
import { entities } from '@frota/engine/entities';
import { menuFor } from './menu.ts';

describe('side menu by profile', () => {
  it('gives Admin the user registers group with Clientes', () => {
    const groups = menuFor('Admin', entities);
    expect(groups.map((g) => g.label)).toEqual(['Início', 'Cadastros de Usuários']);
    expect(groups[1]!.items.map((i) => [i.label, i.href])).toEqual([['Clientes', '/backoffice/clients/']]);
  });

  it('keeps the user registers group from Manager even where the list is allowed', () => {
    expect(menuFor('Manager', entities).map((g) => g.label)).toEqual(['Início']);
  });

  it('shows nothing to other profiles', () => {
    expect(menuFor('Driver', entities)).toEqual([]);
  });
});
