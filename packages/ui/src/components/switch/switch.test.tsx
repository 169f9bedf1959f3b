import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch, type SwitchProps } from './switch';

function Stateful(props: Omit<SwitchProps, 'checked'>) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(
      <Switch label="Exibir inativos" description="Inclui os desativados" checked onChange={() => {}} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Exibir inativos' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Inclui os desativados');
  });

  it('toggles with Space and with a click on the label', async () => {
    const onChange = vi.fn();
    render(<Stateful label="Exibir inativos" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Exibir inativos' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Exibir inativos'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<Switch label="Exibir inativos" checked={false} onChange={onChange} disabled />);
    const toggle = screen.getByRole('switch', { name: 'Exibir inativos' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
