import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Textarea
      aria-label="Observações"
      maxLength={20}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('Textarea', () => {
  it('has no counter without maxLength, and marks itself invalid', () => {
    render(<Textarea aria-label="Observações" invalid />);
    const textarea = screen.getByRole('textbox', { name: 'Observações' });
    expect(textarea).toBeInvalid();
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/caracteres/)).not.toBeInTheDocument();
  });

  it('counts the characters of an uncontrolled textarea', async () => {
    render(<Textarea aria-label="Observações" maxLength={200} defaultValue="Olá" />);
    const textarea = screen.getByRole('textbox', { name: 'Observações' });
    expect(textarea).toHaveAccessibleDescription('3 de 200 caracteres');
    await userEvent.type(textarea, ', tudo bem?');
    expect(screen.getByText('14/200')).toBeInTheDocument();
  });

  it('counts a controlled value and stops at maxLength', async () => {
    render(<Controlled initial="abc" />);
    const textarea = screen.getByRole('textbox', { name: 'Observações' });
    await userEvent.type(textarea, 'x'.repeat(30));
    expect(textarea).toHaveValue(`abc${'x'.repeat(17)}`);
    expect(screen.getByText('20/20')).toBeInTheDocument();
  });

  it('keeps the caller description and announces the counter politely', () => {
    render(<Textarea aria-label="Observações" aria-describedby="dica" maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Observações' });
    const [hintId, counterId] = (textarea.getAttribute('aria-describedby') ?? '').split(' ');
    expect(hintId).toBe('dica');
    expect(document.getElementById(counterId ?? '')).toHaveAttribute('aria-live', 'polite');
  });

  it('hides the counter when asked', () => {
    render(<Textarea aria-label="Observações" maxLength={10} showCounter={false} />);
    expect(screen.queryByText('0/10')).not.toBeInTheDocument();
  });
});
