import { defaultCells } from '../list/cells.tsx';
import { defaultFilterInputs } from '../list/filter-inputs.tsx';
import { defaultRowActions } from '../list/row-actions.tsx';
import { defaultTemplates } from '../form/templates.tsx';
import { defaultWidgets } from '../form/widgets.tsx';
import type { EngineTheme } from './theme-types.ts';

/**
 * Every default of the engine in one object, for reference and for tools that want them all. Pages take their
 * own defaults (useListTheme, useFormTheme), so a portal passes only its overrides: `theme: { cells: { x } }`.
 */
export const defaultTheme: EngineTheme = {
  cells: defaultCells,
  filterInputs: defaultFilterInputs,
  rowActions: defaultRowActions,
  widgets: defaultWidgets,
  templates: defaultTemplates,
};
