import './jsdom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field, fieldDescribedBy } from '../field';
import { fromShortList, type SelectOption } from './option';
import { Select, type SelectProps } from './select';

const clients: SelectOption<number>[] = [
  { value: 1, label: 'Transportadora Paulista' },
  { value: 2, label: 'Logística Gaúcha', disabled: true },
  { value: 3, label: 'Cargas do Nordeste' },
];

function Stateful(props: Partial<SelectProps<number>> & { onPick: (value: number | null) => void }) {
  const { onPick, ...rest } = props;
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <Field label="Cliente" htmlFor="clientId" hint="Quem contratou o frete">
      <Select
        id="clientId"
        options={clients}
        aria-describedby={fieldDescribedBy('clientId', { hint: 'Quem contratou o frete' })}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
      />
    </Field>
  );
}

describe('Select', () => {
  it('is named by its Field and picks an option with the keyboard, skipping disabled ones', async () => {
    const onPick = vi.fn();
    render(<Stateful onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Cliente Selecione' });
    expect(button).toHaveAccessibleDescription('Quem contratou o frete');

    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(3);
    expect(button).toHaveAccessibleName('Cliente Cargas do Nordeste');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('explains why it is disabled', () => {
    render(<Stateful onPick={vi.fn()} disabled disabledReason="Escolha um cliente primeiro" />);
    const button = screen.getByRole('button', { name: 'Cliente Selecione' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Quem contratou o frete Escolha um cliente primeiro');
    expect(screen.getByText('Escolha um cliente primeiro')).toBeVisible();
  });

  it('clears the value with its × button and gives focus back', async () => {
    const onPick = vi.fn();
    render(<Stateful onPick={onPick} value={1} clearable />);
    await userEvent.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(onPick).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Cliente Selecione' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar seleção' })).toBeNull();
  });

  it('says so when there is nothing to choose', async () => {
    render(<Select aria-label="Unidade de negócio" options={[]} value={null} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unidade de negócio Selecione' }));
    expect(await screen.findByText('Nenhuma opção encontrada.')).toBeVisible();
  });

  it('marks itself invalid', () => {
    render(<Select aria-label="Cliente" options={clients} value={null} onChange={vi.fn()} invalid />);
    expect(screen.getByRole('button', { name: 'Cliente Selecione' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('fromShortList', () => {
  it('turns { key, text, value } into options', () => {
    expect(fromShortList([{ key: 'a1', text: 'Unidade Campinas', value: 7 }])).toEqual([
      { value: 7, label: 'Unidade Campinas' },
    ]);
  });
});
