import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../text-input';
import { Field, fieldDescribedBy } from './field';

describe('Field', () => {
  it('labels its input, marks it required and links the error', () => {
    const error = 'E-mail inválido';
    render(
      <Field label="E-mail" htmlFor="email" required error={error}>
        <TextInput id="email" invalid aria-describedby={fieldDescribedBy('email', { error })} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail obrigatório' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('E-mail inválido');
  });

  it('describes nothing when there is neither hint nor error', () => {
    expect(fieldDescribedBy('cpf', {})).toBeUndefined();
    expect(fieldDescribedBy('cpf', { hint: 'Somente números', error: 'Obrigatório' })).toBe(
      'cpf-hint cpf-error',
    );
  });
});
