import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { key: 'engineLoad', label: 'Carga no motor', content: 'Painel carga' },
  { key: 'inertia', label: 'Inércia', content: 'Painel inércia' },
];

describe('Tabs', () => {
  it('shows the tab of the controlled key', () => {
    render(<Tabs tabs={tabs} selectedKey="inertia" />);
    expect(screen.getByRole('tab', { name: 'Inércia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel inércia');
  });

  it('falls back to the first tab for an unknown key', () => {
    render(<Tabs tabs={tabs} selectedKey="desconhecida" />);
    expect(screen.getByRole('tab', { name: 'Carga no motor' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on the default key when uncontrolled and reports the keys the user picks', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} defaultKey="inertia" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel inércia');
    await userEvent.click(screen.getByRole('tab', { name: 'Carga no motor' }));
    expect(onChange).toHaveBeenCalledWith('engineLoad');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel carga');
  });

  it('stays on the controlled key until the parent changes it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs tabs={tabs} selectedKey="engineLoad" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Inércia' }));
    expect(onChange).toHaveBeenCalledWith('inertia');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel carga');
    rerender(<Tabs tabs={tabs} selectedKey="inertia" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel inércia');
  });
});
