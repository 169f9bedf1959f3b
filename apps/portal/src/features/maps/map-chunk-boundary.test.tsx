// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MapChunkBoundary } from './map-chunk-boundary.tsx';

afterEach(cleanup);

function FailedChunk(): never {
  throw new Error('Falha ao carregar o módulo "mapa".');
}

it('shows its fallback in place of children that failed, leaving the rest of the page alone', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <MapChunkBoundary fallback={<p>Erro ao carregar mapa!</p>}>
        <FailedChunk />
      </MapChunkBoundary>
      <p>Pontos da cerca eletrônica</p>
    </>,
  );
  expect(screen.getByText('Erro ao carregar mapa!')).toBeTruthy();
  expect(screen.getByText('Pontos da cerca eletrônica')).toBeTruthy();
  logged.mockRestore();
});
