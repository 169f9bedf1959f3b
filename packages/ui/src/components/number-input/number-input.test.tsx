import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onValueChange'> & {
  initial?: number;
  onValue: (value: number | undefined) => void;
};

function Harness({ initial, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput
        aria-label="Valor"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">Depois</button>
    </>
  );
}

function setup(props: Omit<HarnessProps, 'onValue'> = {}) {
  const onValue = vi.fn<(value: number | undefined) => void>();
  render(<Harness {...props} onValue={onValue} />);
  return { onValue, input: screen.getByRole('textbox', { name: 'Valor' }) };
}

describe('NumberInput', () => {
  it('shows the value grouped and with the step decimals, and edits it without grouping', async () => {
    const { input } = setup({ initial: 1234.5, step: 0.01 });
    expect(input).toHaveValue('1.234,50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.tab();
    expect(input).toHaveValue('1234,50');
  });

  it('reports what is typed and formats it on blur', async () => {
    const { input, onValue } = setup({ step: 0.001 });
    await userEvent.type(input, '12,5');
    expect(input).toHaveValue('12,5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    await userEvent.tab();
    expect(input).toHaveValue('12,500');
  });

  it('rounds to the step decimals on blur', async () => {
    const { input, onValue } = setup({ step: 0.01 });
    await userEvent.type(input, '3,14159');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(3.14);
    expect(input).toHaveValue('3,14');
  });

  it('reports undefined when emptied', async () => {
    const { input, onValue } = setup({ initial: 7 });
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('keeps text that is not a number, marks it invalid, and reverts to the last valid value on blur', async () => {
    const { input, onValue } = setup({ step: 0.1 });
    await userEvent.type(input, '12,5x');
    expect(input).toHaveValue('12,5x');
    expect(input).toBeInvalid();
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    await userEvent.type(input, '{Backspace}');
    expect(input).toBeValid();
    await userEvent.type(input, '.3');
    expect(input).toBeInvalid();
    await userEvent.tab();
    expect(input).toHaveValue('12,5');
    expect(input).toBeValid();
  });

  it('steps with the arrow keys, within min and max', async () => {
    const { input, onValue } = setup({ initial: 0.98, step: 0.01, max: 1 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(0.99);
    expect(input).toHaveValue('0,99');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(input).toHaveValue('1,00');
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(0.99);
  });

  it('starts the arrows from min or zero when empty', async () => {
    const { input, onValue } = setup({ min: 5 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('marks a number out of range invalid and clamps it on blur', async () => {
    const { input, onValue } = setup({ min: 0, max: 100 });
    await userEvent.type(input, '150');
    expect(input).toBeInvalid();
    expect(onValue).toHaveBeenLastCalledWith(150);
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(100);
    expect(input).toHaveValue('100');
    expect(input).toBeValid();
  });

  it('does not step a read-only input', async () => {
    const { input, onValue } = setup({ initial: 3, readOnly: true });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('describes the input with its prefix and suffix', () => {
    const { input } = setup({ prefix: 'R$', suffix: 'por km', 'aria-describedby': 'dica' });
    render(<p id="dica">Valor cobrado</p>);
    expect(input).toHaveAccessibleDescription('Valor cobrado R$ por km');
  });
});
