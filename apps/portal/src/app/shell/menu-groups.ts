import type { MenuEntry } from '@frota/engine';

export type GroupId = MenuEntry['group'] | 'start';

/** Spec 01 §2: the side menu's groups and the profiles that see each. */
export const GROUPS: Record<GroupId, { label: string; profiles: readonly string[] }> = {
  start: { label: 'Início', profiles: ['Admin', 'Manager'] },
  registers: { label: 'Cadastros de Usuários', profiles: ['Admin'] },
  operations: { label: 'Operações', profiles: ['Admin', 'Manager'] },
  tower: { label: 'Torre de Controle', profiles: ['Admin', 'Manager'] },
  reports: { label: 'Relatórios', profiles: ['Admin', 'Manager'] },
};
