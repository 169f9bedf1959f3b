import { createContext, use } from 'react';
import type { ListController } from './use-list-controller.ts';

export const ListContext = createContext<ListController | null>(null);

export function useListContext(): ListController {
  const value = use(ListContext);
  if (!value) throw new Error('List parts must be rendered inside <EntityListPage>.');
  return value;
}
