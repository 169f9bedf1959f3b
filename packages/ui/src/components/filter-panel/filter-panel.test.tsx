import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

function renderPanel(props: { defaultOpen?: boolean; onClear?: () => void } = {}) {
  const onSubmit = vi.fn();
  render(
    <FilterPanel onSubmit={onSubmit} {...props}>
      <label>
        Nome do usuário
        <input name="name" />
      </label>
    </FilterPanel>,
  );
  return { onSubmit };
}

describe('FilterPanel', () => {
  it('starts hidden and toggles with its button', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Mostrar filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Nome do usuário' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar filtros');
    expect(screen.getByRole('textbox', { name: 'Nome do usuário' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Mostrar filtros');
  });

  it('tells its owner when the fields are shown or hidden', async () => {
    const onOpenChange = vi.fn();
    render(
      <FilterPanel onSubmit={() => {}} onOpenChange={onOpenChange}>
        <input aria-label="Nome" />
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Mostrar filtros' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps typed values while hidden', async () => {
    renderPanel({ defaultOpen: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do usuário' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(screen.getByRole('textbox', { name: 'Nome do usuário' })).toHaveValue('Ana');
  });

  it('submits on Enter in a field and on the Filtrar button', async () => {
    const { onSubmit } = renderPanel({ defaultOpen: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do usuário' }), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('offers Limpar only when onClear is given, without submitting', async () => {
    const onClear = vi.fn();
    const { onSubmit } = renderPanel({ defaultOpen: true, onClear });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
