import { useMemo } from 'react';
import { useEngine } from '../shared/engine-context.tsx';
import type { EngineTheme } from '../shared/theme-types.ts';
import { defaultCells } from './cells.tsx';
import { defaultFilterInputs } from './filter-inputs.tsx';
import { defaultRowActions } from './row-actions.tsx';

export type ListTheme = Pick<EngineTheme, 'cells' | 'filterInputs' | 'rowActions'>;

/** The list page's registries: the engine's defaults with the portal's overrides on top. */
export function useListTheme(): ListTheme {
  const { theme } = useEngine();
  return useMemo(
    () => ({
      cells: { ...defaultCells, ...theme?.cells },
      filterInputs: { ...defaultFilterInputs, ...theme?.filterInputs },
      rowActions: { ...defaultRowActions, ...theme?.rowActions },
    }),
    [theme],
  );
}
