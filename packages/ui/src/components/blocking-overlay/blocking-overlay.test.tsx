import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '../logo';
import { BlockingOverlay } from './blocking-overlay';

describe('BlockingOverlay', () => {
  it('renders nothing when hidden', () => {
    const { container } = render(<BlockingOverlay show={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('covers the page with the logo and the spinner while busy', () => {
    render(<BlockingOverlay show logo={<Logo productName="Frota" />} label="Entrando" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Entrando');
    const overlay = status.parentElement;
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveClass('fixed', 'inset-0', 'z-50');
    expect(screen.getByText('Frota')).toBeInTheDocument();
  });
});
