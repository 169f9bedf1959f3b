import { createContext, use, type ReactNode } from 'react';
import type { DataProvider } from './data-provider-types.ts';
import type { FormComponent } from './form-component.ts';
import type { FormExtension } from './form-extension.ts';
import type { CellComponent, EngineTheme } from './theme-types.ts';

export interface EngineContextValue {
  dataProvider: DataProvider;
  /** Profile of the signed-in user; decides what the pages show (the server decides what is allowed). */
  profile: string | null;
  /** The signed-in account's id: the lists hide what the server refuses to do to it (`refusedRowAction`). */
  userId?: number | null;
  /**
   * Overrides of the engine's defaults, entry by entry. The defaults stay with the pages that use them, so a
   * list page never loads the form widgets and the other way round.
   */
  theme?: Partial<EngineTheme>;
  /** The portal's custom create flows, by the name schemas give them (`forms.create.extension`). */
  formExtensions?: Readonly<Record<string, FormExtension>>;
  /** The portal's bespoke form dialogs, by the name schemas give them (`forms.component`). */
  formComponents?: Readonly<Record<string, FormComponent>>;
  /** The portal's named cells, by the name list columns give them (`list.columns[].cell`). */
  cellComponents?: Readonly<Record<string, CellComponent>>;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function EngineProvider({ value, children }: { value: EngineContextValue; children: ReactNode }) {
  return <EngineContext value={value}>{children}</EngineContext>;
}

/** The engine's providers; throws when a generic page is rendered outside <EngineProvider>. */
export function useEngine(): EngineContextValue {
  const value = use(EngineContext);
  if (!value) throw new Error('Generic pages must be rendered inside <EngineProvider>.');
  return value;
}
