// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyGeofenceMap } from './lazy-geofence-map.tsx';
import { MAP_MESSAGES } from './map-messages.ts';

// Stands for the maps chunk, and records whether anything imported it.
const chunk = vi.hoisted(() => ({ imported: false }));
vi.mock('./geofence-map.tsx', () => {
  chunk.imported = true;
  return { GeofenceMap: ({ apiKey }: { apiKey: string }) => <p>mapa com a chave {apiKey}</p> };
});

afterEach(cleanup);

const props = { points: [], onChange: () => {} };

describe('LazyGeofenceMap', () => {
  it('without a key says so and never fetches the maps chunk', async () => {
    render(<LazyGeofenceMap apiKey="" {...props} />);
    expect(screen.getByRole('status').textContent).toContain(MAP_MESSAGES.noKey);
    expect(screen.getByText(MAP_MESSAGES.pointsStillWork)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chunk.imported).toBe(false);
  });

  it('with a key shows the loading area, then the map from its chunk', async () => {
    render(<LazyGeofenceMap apiKey="chave-de-teste" {...props} />);
    expect(screen.getByRole('status').textContent).toBe(MAP_MESSAGES.loading);
    expect(await screen.findByText('mapa com a chave chave-de-teste')).toBeTruthy();
    expect(chunk.imported).toBe(true);
  });
});
