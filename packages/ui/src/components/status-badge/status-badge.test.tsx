import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PROGRAMMING_STATUSES,
  findProgrammingStatus,
  statusMarkerColour,
  STATUS_MARKER_COLOURS,
} from './programming-statuses';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('reads the same label for the number, the numeric string and the name', () => {
    const { rerender } = render(<StatusBadge status={3} />);
    expect(screen.getByText('Em Trânsito Carregado')).toBeInTheDocument();
    rerender(<StatusBadge status="3" />);
    expect(screen.getByText('Em Trânsito Carregado')).toBeInTheDocument();
    rerender(<StatusBadge status="LoadedTransit" />);
    expect(screen.getByText('Em Trânsito Carregado')).toBeInTheDocument();
  });

  it('reads "Desconhecido" for an unknown, empty or missing status', () => {
    for (const status of ['Teleporte', 99, -1, '', null, undefined]) {
      const { unmount } = render(<StatusBadge status={status} />);
      expect(screen.getByText('Desconhecido')).toBeInTheDocument();
      unmount();
    }
  });

  it('numbers the sixteen statuses of the spec from 0, with distinct names', () => {
    const names = Object.values(PROGRAMMING_STATUSES).map((info) => info.name);
    expect(names).toHaveLength(16);
    expect(new Set(names).size).toBe(16);
    expect(findProgrammingStatus(0)?.name).toBe('Waiting');
    expect(findProgrammingStatus(15)?.label).toBe('Atraso na Chegada');
    expect(findProgrammingStatus('cancelled')?.tone).toBe('red');
  });

  it('colours map markers by status, grey otherwise', () => {
    expect(statusMarkerColour('DelayedTransit')).toBe(STATUS_MARKER_COLOURS.Unloading);
    expect(statusMarkerColour(9)).toBe(STATUS_MARKER_COLOURS.Available);
    expect(statusMarkerColour('Completed')).toBe(STATUS_MARKER_COLOURS.default);
    expect(statusMarkerColour(null)).toBe(STATUS_MARKER_COLOURS.default);
  });
});
