// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTrackingMap } from './lazy-tracking-map.tsx';
import { MAP_MESSAGES } from './map-messages.ts';

// Stands for the maps chunk, and records whether anything imported it.
const chunk = vi.hoisted(() => ({ imported: false }));
vi.mock('./tracking-map.tsx', () => {
  chunk.imported = true;
  return { TrackingMap: ({ apiKey }: { apiKey: string }) => <p>mapa com a chave {apiKey}</p> };
});

afterEach(cleanup);

const props = { vehicles: undefined, selectedId: undefined, onSelect: () => {} };

describe('LazyTrackingMap', () => {
  it('without a key says so, and that the cards and the list still work, never fetching the maps chunk', async () => {
    render(<LazyTrackingMap apiKey="" {...props} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(MAP_MESSAGES.noKey);
    expect(status.textContent).toContain('Os cartões e a lista continuam funcionando.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chunk.imported).toBe(false);
  });

  it('with a key shows the loading area, then the map from its chunk', async () => {
    render(<LazyTrackingMap apiKey="chave-de-teste" {...props} />);
    expect(screen.getByRole('status').textContent).toBe(MAP_MESSAGES.loading);
    expect(await screen.findByText('mapa com a chave chave-de-teste')).toBeTruthy();
    expect(chunk.imported).toBe(true);
  });

  it('keeps a chunk that fails to load inside the map area', async () => {
    vi.resetModules();
    vi.doMock('./tracking-map.tsx', () => {
      throw new Error('offline');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { LazyTrackingMap: Fresh } = await import('./lazy-tracking-map.tsx');
    render(<Fresh apiKey="chave-de-teste" {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MAP_MESSAGES.failed);
    expect(alert.textContent).toContain(MAP_MESSAGES.monitorStillWorks);
    logged.mockRestore();
  });
});
