import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonClasses } from '../button';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link with the button classes of its variant and a hover that works on links', () => {
    render(
      <ButtonLink href="/backoffice/clients/" variant="basic" size="sm" className="w-full">
        Voltar
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Voltar' });
    expect(link).toHaveAttribute('href', '/backoffice/clients/');
    expect(link).toHaveClass(
      'min-h-8',
      'border-line-control',
      'hover:not-disabled:bg-surface-muted',
      'w-full',
    );
  });

  it('defaults to the primary variant', () => {
    expect(buttonClasses({ variant: 'primary' })).toContain('bg-primary');
    // not-disabled, unlike :enabled, also matches a link: router Links styled as buttons get the hover.
    expect(buttonClasses({ variant: 'primary' })).toContain('hover:not-disabled:bg-primary-hover');
  });
});
