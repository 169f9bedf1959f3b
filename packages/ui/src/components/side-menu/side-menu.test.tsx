import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMenu, renderAnchor } from './menu-fixture';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it('is the main navigation with a labelled list per group', () => {
    render(<SideMenu groups={adminMenu} renderLink={renderAnchor} />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const registers = within(nav).getByRole('list', { name: 'Cadastros' });
    expect(within(registers).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByRole('heading', { name: 'Torre de controle' })).toBeInTheDocument();
  });

  it('passes the active item to renderLink with the highlighted classes', () => {
    render(<SideMenu groups={adminMenu} renderLink={renderAnchor} />);
    const active = screen.getByRole('link', { name: 'Usuários' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active.className).toContain('bg-accent-soft');
    expect(screen.getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');
  });
});
