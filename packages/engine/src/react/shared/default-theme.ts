import { defaultCells } from '../list/cells.tsx';
import { defaultFilterInputs } from '../list/filter-inputs.tsx';
import { defaultRowActions } from '../list/row-actions.tsx';
import { defaultTemplates } from '../form/templates.tsx';
import { defaultWidgets } from '../form/widgets.tsx';
import type { EngineTheme } from './theme-types.ts';

/** The engine's defaults; the portal may override any entry: `{ ...defaultTheme, cells: { ...defaultTheme.cells, x } }`. */
export const defaultTheme: EngineTheme = {
  cells: defaultCells,
  filterInputs: defaultFilterInputs,
  rowActions: defaultRowActions,
  widgets: defaultWidgets,
  templates: defaultTemplates,
};
