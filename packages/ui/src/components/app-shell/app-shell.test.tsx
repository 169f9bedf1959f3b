import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../side-menu';
import type { SideMenuProps } from '../side-menu';
import { adminMenu } from '../side-menu/menu-fixture';
import { TopBar } from '../top-bar';
import { AppShell } from './app-shell';

// jsdom cannot navigate, so links only record the click (as a router link would).
const renderLink: SideMenuProps['renderLink'] = (item, className, children) => (
  <a href={item.href} className={className} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

function renderShell() {
  render(
    <AppShell
      sideMenu={<SideMenu groups={adminMenu} renderLink={renderLink} />}
      topBar={<TopBar greeting="Olá, Ana Souza" />}
    >
      <h1>Usuários</h1>
    </AppShell>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('AppShell', () => {
  it('puts the content in the main landmark under the bar', () => {
    renderShell();
    expect(screen.getByRole('main')).toHaveTextContent('Usuários');
    expect(screen.getByRole('banner')).toHaveTextContent('Olá, Ana Souza');
  });

  it('opens the drawer from the bar and closes it on Esc', async () => {
    const menuButton = renderShell();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', 'menu-lateral');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the focus into the drawer when it opens and back to the menu button on Esc', async () => {
    const menuButton = renderShell();
    await userEvent.click(menuButton);
    expect(document.getElementById('menu-lateral')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer when a link is chosen', async () => {
    const menuButton = renderShell();
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
