// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapArea } from './map-area.tsx';
import { MAP_MESSAGES } from './map-messages.ts';

afterEach(cleanup);

describe('MapArea', () => {
  it('is a box of the spec height (600 px) unless told otherwise', () => {
    const { container, rerender } = render(<MapArea state={{ status: 'loading' }} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('600px');
    rerender(<MapArea state={{ status: 'loading' }} height={320} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('320px');
  });

  it('says the map is loading, politely', () => {
    render(<MapArea state={{ status: 'loading' }}>mapa</MapArea>);
    expect(screen.getByRole('status').textContent).toBe('Carregando mapa...');
    expect(screen.queryByText('mapa')).toBeNull();
  });

  it('alerts that the map failed, with the hint of what still works', () => {
    render(<MapArea state={{ status: 'error', reason: 'failed' }} hint={MAP_MESSAGES.pointsStillWork} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Erro ao carregar mapa!A lista de pontos abaixo continua funcionando.',
    );
  });

  it('says a key is needed when none is configured', () => {
    render(<MapArea state={{ status: 'error', reason: 'no-key' }} hint={MAP_MESSAGES.pointsStillWork} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(MAP_MESSAGES.noKey);
    expect(status.textContent).toContain('A lista de pontos abaixo continua funcionando.');
  });

  it('shows the map once ready', () => {
    render(<MapArea state={{ status: 'ready' }}>mapa</MapArea>);
    expect(screen.getByText('mapa')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
