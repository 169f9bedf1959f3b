import { useCallback, useState } from 'react';
import type { ColumnInput } from '@frota/engine';

/** The two ways the list shows programmings (spec 02 §2): every column, 10 a page; or compact, 5 a page. */
export type ListMode = 'full' | 'compact';

export const PER_PAGE: Record<ListMode, number> = { full: 10, compact: 5 };

/**
 * The compact mode's columns (spec 02 §2), over programmings.json: a field name takes the schema's column of
 * that field; the full mode is the schema's `list.columns` itself.
 */
export const COMPACT_COLUMNS = [
  { field: 'mainVehiclePlateName', label: 'Placa' },
  { field: 'originReferenceName', label: 'Trajeto', cell: 'programming-route' },
  'expectedDepartureTime',
  'status',
  { field: 'currentAddressInfo', cell: 'programming-last-location' },
  'driverName',
] as const satisfies readonly ColumnInput[];

const STORAGE_KEY = 'programmings.listMode';

function readMode(): ListMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'full';
  } catch {
    return 'full';
  }
}

/** The list mode the user chose last, kept in the browser so a reload shows the same one. */
export function useListMode(): [ListMode, (mode: ListMode) => void] {
  const [mode, setMode] = useState<ListMode>(readMode);
  const choose = useCallback((next: ListMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  }, []);
  return [mode, choose];
}
