import { useMemo } from 'react';
import { useEngine } from '../shared/engine-context.tsx';
import type { EngineTheme } from '../shared/theme-types.ts';
import { defaultTemplates } from './templates.tsx';
import { defaultWidgets } from './widgets.tsx';

/** The form page's widgets and templates: the engine's defaults with the portal's overrides on top. */
export function useFormTheme(): Pick<EngineTheme, 'widgets' | 'templates'> {
  const { theme } = useEngine();
  return useMemo(
    () => ({
      widgets: { ...defaultWidgets, ...theme?.widgets },
      templates: { ...defaultTemplates, ...theme?.templates },
    }),
    [theme],
  );
}
