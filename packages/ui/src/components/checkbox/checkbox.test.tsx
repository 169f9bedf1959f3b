import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxProps } from './checkbox';

function Stateful(props: Omit<CheckboxProps, 'checked'>) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is named by its label and described by its description', () => {
    render(<Checkbox label="Ativo" description="Aparece nas listas" checked onChange={() => {}} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ativo' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Aparece nas listas');
  });

  it('toggles with Space and with a click on the label', async () => {
    const onChange = vi.fn();
    render(<Stateful label="Ativo" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ativo' });
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Ativo'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(checkbox).not.toBeChecked();
  });

  it('does nothing when disabled, and marks itself invalid', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Ativo" checked={false} onChange={onChange} disabled invalid />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ativo' });
    expect(checkbox).toHaveAttribute('aria-disabled', 'true');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });
});
