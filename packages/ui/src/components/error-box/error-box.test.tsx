import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBox } from './error-box';

describe('ErrorBox', () => {
  it('renders nothing without messages or children', () => {
    const { container } = render(<ErrorBox messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces its messages as an alert', () => {
    render(<ErrorBox messages={['Falha ao atualizar motorista', 'CPF já cadastrado']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Falha ao atualizar motorista');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
