import '../select/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../select/option';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const drivers: SelectOption<string>[] = [
  { value: 'ana', label: 'Ana Souza' },
  { value: 'joao', label: 'João Pereira' },
  { value: 'conceicao', label: 'Maria da Conceição' },
];

function Stateful({
  initial = [],
  onPick,
  ...props
}: Partial<MultiSelectProps<string>> & {
  initial?: string[];
  onPick: (values: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MultiSelect
      aria-label="Motoristas"
      options={drivers}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('filters ignoring case and accents and picks with Enter, keeping the list open', async () => {
    const onPick = vi.fn();
    render(<Stateful searchable onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Motoristas' });
    await userEvent.type(input, 'joao');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['João Pereira']);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(['joao']);
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remover João Pereira' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 selecionado(s)');

    await userEvent.type(input, 'CONCEICAO');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(['joao', 'conceicao']);
    expect(screen.getByRole('status')).toHaveTextContent('2 selecionado(s)');
  });

  it('removes the last chip with Backspace in the empty input', async () => {
    const onPick = vi.fn();
    render(<Stateful searchable initial={['ana', 'joao']} onPick={onPick} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Motoristas' }));
    await userEvent.keyboard('{Backspace}');
    expect(onPick).toHaveBeenLastCalledWith(['ana']);
    expect(screen.queryByRole('button', { name: 'Remover João Pereira' })).toBeNull();
  });

  it('keeps the chips while Backspace erases typed text', async () => {
    const onPick = vi.fn();
    render(<Stateful searchable initial={['ana']} onPick={onPick} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Motoristas' }), 'm{Backspace}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('removes a chip with its button', async () => {
    const onPick = vi.fn();
    render(<Stateful initial={['ana', 'conceicao']} onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Ana Souza' }));
    expect(onPick).toHaveBeenLastCalledWith(['conceicao']);
  });

  it('toggles options off from the list', async () => {
    const onPick = vi.fn();
    render(<Stateful initial={['ana']} onPick={onPick} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Motoristas' }));
    await userEvent.keyboard('{ArrowDown}');
    const selected = await screen.findByRole('option', { name: 'Ana Souza' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selected);
    expect(onPick).toHaveBeenLastCalledWith([]);
  });

  it('is disabled with a reason', () => {
    render(
      <Stateful initial={['ana']} onPick={vi.fn()} disabled disabledReason="Escolha um cliente primeiro" />,
    );
    const input = screen.getByRole('combobox', { name: 'Motoristas' });
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Escolha um cliente primeiro');
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover Ana Souza' })).toBeNull();
  });
});
