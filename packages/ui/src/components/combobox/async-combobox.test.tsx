import '../select/jsdom-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../select/option';
import { AsyncCombobox, type AsyncComboboxProps } from './async-combobox';

const people: SelectOption<number>[] = [
  { value: 1, label: 'Ana Souza' },
  { value: 2, label: 'Antônio Lima' },
  { value: 3, label: 'Bruna Carvalho' },
];

const search = (query: string) =>
  Promise.resolve(people.filter((person) => person.label.toLowerCase().includes(query.toLowerCase())));

function Stateful({
  onPick,
  ...props
}: Partial<AsyncComboboxProps<number>> & { onPick: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <AsyncCombobox
      aria-label="Motorista"
      loadOptions={search}
      debounceMs={0}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

describe('AsyncCombobox', () => {
  it('searches, picks with the keyboard and shows the label', async () => {
    const onPick = vi.fn();
    const loadOptions = vi.fn(search);
    render(<Stateful onPick={onPick} loadOptions={loadOptions} />);
    const input = screen.getByRole('combobox', { name: 'Motorista' });
    await userEvent.type(input, 'bru');
    expect(await screen.findByRole('option', { name: 'Bruna Carvalho' })).toBeVisible();
    expect(loadOptions).toHaveBeenLastCalledWith('bru', expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(3);
    expect(input).toHaveValue('Bruna Carvalho');
  });

  it('shows the saved label before anything loads', () => {
    render(<Stateful onPick={vi.fn()} value={7} selectedLabel="Carlos Eduardo" />);
    expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('Carlos Eduardo');
  });

  it('says when nothing matches', async () => {
    render(<Stateful onPick={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Motorista' }), 'zzz');
    expect(
      await within(await screen.findByRole('listbox')).findByText('Nenhuma opção encontrada.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma opção encontrada.');
  });

  it('shows the failure and retries when reopened', async () => {
    const loadOptions = vi
      .fn<AsyncComboboxProps<number>['loadOptions']>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockImplementation(search);
    render(<Stateful onPick={vi.fn()} loadOptions={loadOptions} />);
    const input = screen.getByRole('combobox', { name: 'Motorista' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Erro ao carregar opções.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Ana Souza' })).toBeVisible();
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });

  it('asks for more characters before searching', async () => {
    const loadOptions = vi.fn(search);
    render(<Stateful onPick={vi.fn()} loadOptions={loadOptions} minQueryLength={3} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Motorista' }), 'an');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Digite ao menos 3 caracteres para buscar.'),
    );
    expect(loadOptions).not.toHaveBeenCalled();
  });
});
