import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onValueChange'> & {
  initial?: number;
  onValue: (value: number | undefined, text: string) => void;
};

function Harness({ initial, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput
        aria-label="Valor"
        {...props}
        value={value}
        onValueChange={(next, text) => {
          setValue(next);
          onValue(next, text);
        }}
      />
      <button type="button">Depois</button>
    </>
  );
}

function setup(props: Omit<HarnessProps, 'onValue'> = {}) {
  const onValue = vi.fn<(value: number | undefined, text: string) => void>();
  render(<Harness {...props} onValue={onValue} />);
  return { onValue, input: screen.getByRole('textbox', { name: 'Valor' }) };
}

describe('NumberInput', () => {
  it('shows the value grouped and with the step decimals, and leaves the text alone on focus', async () => {
    const { input } = setup({ initial: 1234.5, step: 0.01 });
    expect(input).toHaveValue('1.234,50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.tab();
    expect(input).toHaveValue('1.234,50');
  });

  it('replaces the whole value when what is typed or pasted goes over a selection made on focus', async () => {
    const { input, onValue } = setup({ initial: 12345.67, step: 0.01 });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('15000,5');
    expect(input).toHaveValue('15000,5');
    expect(onValue).toHaveBeenLastCalledWith(15000.5, '15000,5');
    await userEvent.tab();
    expect(input).toHaveValue('15.000,50');

    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('7,25');
    expect(onValue).toHaveBeenLastCalledWith(7.25, '7,25');
    await userEvent.tab();
    expect(input).toHaveValue('7,25');
  });

  it('reads a dot typed as the decimal separator, and a dot grouping thousands as thousands', async () => {
    const { input, onValue } = setup({ step: 0.01 });
    await userEvent.type(input, '12.5');
    expect(onValue).toHaveBeenLastCalledWith(12.5, '12.5');
    await userEvent.tab();
    expect(input).toHaveValue('12,50');
    await userEvent.clear(input);
    await userEvent.type(input, '1.234');
    await userEvent.tab();
    expect(input).toHaveValue('1.234,00');
  });

  it('reports what is typed and formats it on blur', async () => {
    const { input, onValue } = setup({ step: 0.001 });
    await userEvent.type(input, '12,5');
    expect(input).toHaveValue('12,5');
    expect(onValue).toHaveBeenLastCalledWith(12.5, '12,5');
    await userEvent.tab();
    expect(input).toHaveValue('12,500');
  });

  it('rounds to the step decimals on blur', async () => {
    const { input, onValue } = setup({ step: 0.01 });
    await userEvent.type(input, '3,14159');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(3.14, expect.any(String));
    expect(input).toHaveValue('3,14');
  });

  it('reports undefined when emptied', async () => {
    const { input, onValue } = setup({ initial: 7 });
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined, expect.any(String));
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('keeps text that is not a number through blur, marked invalid and reported as NaN, never an older value', async () => {
    const { input, onValue } = setup({ initial: 3, step: 0.1 });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('12,5x');
    expect(input).toHaveValue('12,5x');
    expect(input).toBeInvalid();
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN, '12,5x');
    await userEvent.tab();
    expect(input).toHaveValue('12,5x');
    expect(input).toBeInvalid();
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    expect(input).toBeValid();
    expect(onValue).toHaveBeenLastCalledWith(12.5, '12,5');
    await userEvent.tab();
    expect(input).toHaveValue('12,5');
  });

  it('sets aside what was typed when the value changes from outside', async () => {
    function Resettable() {
      const [value, setValue] = useState<number | undefined>(4);
      return (
        <>
          <NumberInput aria-label="Valor" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(9)}>
            Restaurar
          </button>
        </>
      );
    }
    render(<Resettable />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(input).toHaveValue('9');
    expect(input).toBeValid();
  });

  it('steps with the arrow keys, within min and max', async () => {
    const { input, onValue } = setup({ initial: 0.98, step: 0.01, max: 1 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(0.99, expect.any(String));
    expect(input).toHaveValue('0,99');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(1, expect.any(String));
    expect(input).toHaveValue('1,00');
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(0.99, expect.any(String));
  });

  it('starts the arrows from min or zero when empty', async () => {
    const { input, onValue } = setup({ min: 5 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(5, expect.any(String));
  });

  it('marks a number out of range invalid and clamps it on blur', async () => {
    const { input, onValue } = setup({ min: 0, max: 100 });
    await userEvent.type(input, '150');
    expect(input).toBeInvalid();
    expect(onValue).toHaveBeenLastCalledWith(150, expect.any(String));
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(100, expect.any(String));
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
