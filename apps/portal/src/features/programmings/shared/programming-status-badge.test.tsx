// @vitest-environment jsdom
import '../test-dom.ts';
import { render } from '@testing-library/react';
import { Badge, type BadgeTone } from '@frota/ui';
import { describe, expect, it } from 'vitest';
import { ProgrammingStatusBadge } from './programming-status-badge.tsx';

/** The badge a status should render: the library's Badge with this text and tone. */
const expected = (tone: BadgeTone, label: string) =>
  render(<Badge tone={tone}>{label}</Badge>).container.innerHTML;
const rendered = (status: unknown) => render(<ProgrammingStatusBadge status={status} />).container.innerHTML;

describe('ProgrammingStatusBadge', () => {
  it('shows the label in the badge tone of the status, by number, numeric string or name', () => {
    const loadedTransit = expected('orange', 'Em Trânsito Carregado');
    expect(rendered(3)).toBe(loadedTransit);
    expect(rendered('3')).toBe(loadedTransit);
    expect(rendered('LoadedTransit')).toBe(loadedTransit);
    expect(rendered(1)).toBe(expected('blue', 'Criada'));
    expect(rendered('DelayedArrival')).toBe(expected('red', 'Atraso na Chegada'));
    expect(rendered(0)).toBe(expected('grey', 'Aguardando Início'));
  });

  it('reads "Desconhecido", grey, for an unknown, empty or missing status', () => {
    for (const status of ['Teleporte', 99, -1, '', null, undefined])
      expect(rendered(status)).toBe(expected('grey', 'Desconhecido'));
  });
});
