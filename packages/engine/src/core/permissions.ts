import type { EntityAction, EntitySchema } from './types.ts';

export interface PermissionCheck {
  action: EntityAction;
  entity: Pick<EntitySchema, 'permissions' | 'label'>;
  profile: string | null | undefined;
}

export interface PermissionResult {
  can: boolean;
  reason?: string;
}

/**
 * Decides whether a profile may perform an action on an entity, from the schema's permissions.
 * The server calls it to authorize; the portal calls it only to hide what would be refused.
 *
 * @example can({ action: 'create', entity: clients, profile: 'Manager' }) // { can: false, reason: '...' }
 */
export function can({ action, entity, profile }: PermissionCheck): PermissionResult {
  if (!profile) return { can: false, reason: 'Sessão sem perfil.' };
  const allowed = entity.permissions[action];
  if (!allowed)
    return { can: false, reason: `A ação "${action}" não está disponível para ${entity.label.plural}.` };
  if ((allowed as readonly string[]).includes(profile)) return { can: true };
  return {
    can: false,
    reason: `O perfil ${profile} não pode executar "${action}" em ${entity.label.plural}.`,
  };
}
