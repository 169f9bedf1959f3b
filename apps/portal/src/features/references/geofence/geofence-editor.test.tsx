// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_MESSAGES } from '../../maps/map-messages.ts';
import type * as MapsConfig from '../../maps/maps-config.ts';
import { GeofenceEditor } from './geofence-editor.tsx';

// This machine has no Google Maps key and no internet: the editor must work from the points table alone.
vi.mock('../../maps/maps-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof MapsConfig>()),
  GOOGLE_MAPS_API_KEY: undefined,
}));

afterEach(cleanup);

describe('GeofenceEditor without a map key', () => {
  it('says the map needs a key, above a points table that still edits the fence', async () => {
    const onChange = vi.fn();
    render(<GeofenceEditor points={[]} onChange={onChange} />);
    expect(screen.getByText(MAP_MESSAGES.noKey)).toBeTruthy();
    expect(screen.getByText('A lista de pontos abaixo continua funcionando.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Pontos da cerca eletrônica' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ponto' }));
    expect(onChange).toHaveBeenCalledWith([{ latitude: Number.NaN, longitude: Number.NaN }]);
  });

  it('read-only offers nothing to change', () => {
    render(<GeofenceEditor points={[{ latitude: -23.9, longitude: -46.3 }]} onChange={() => {}} readOnly />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('-23,9')).toBeTruthy();
  });
});
