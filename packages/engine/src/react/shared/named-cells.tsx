import { useMemo, type ReactNode } from 'react';
import { EngineContext, useEngine } from './engine-context.tsx';
import type { CellComponent } from './theme-types.ts';

/**
 * Adds a screen's named cells (`list.columns[].cell`) to the engine around it, so their code stays with the
 * screen that uses them. Keep `cells` constant (module level).
 */
export function NamedCells({
  cells,
  children,
}: {
  cells: Readonly<Record<string, CellComponent>>;
  children: ReactNode;
}) {
  const engine = useEngine();
  const value = useMemo(
    () => ({ ...engine, cellComponents: { ...engine.cellComponents, ...cells } }),
    [engine, cells],
  );
  return <EngineContext value={value}>{children}</EngineContext>;
}
