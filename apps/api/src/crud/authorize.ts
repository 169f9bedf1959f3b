import { type ApiActionName, can, type EntityAction, type EntitySchema } from '@frota/engine';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../http/errors.ts';

/** The permission each API action needs (the resolver gives `view` the `list` profiles when a file names none). */
const ACTION_PERMISSION = {
  list: 'list',
  all: 'shortList',
  select: 'shortList',
  get: 'view',
  create: 'create',
  update: 'edit',
  delete: 'delete',
  activate: 'toggle',
  inactivate: 'toggle',
  link: 'link',
  unlink: 'link',
} as const satisfies Record<ApiActionName, EntityAction>;

export function permissionFor(action: ApiActionName): EntityAction {
  return ACTION_PERMISSION[action];
}

/**
 * onRequest hook, after `authenticate`: the schema's permissions decide, through the engine's `can`, the
 * same function the portal uses to hide what would be refused.
 */
export function authorize(entity: EntitySchema, action: ApiActionName) {
  const permission = permissionFor(action);
  return async (request: FastifyRequest): Promise<void> => {
    const decision = can({ action: permission, entity, profile: request.user?.profile });
    if (!decision.can) {
      request.log.info({ entity: entity.id, action, reason: decision.reason }, 'acesso negado');
      throw apiError('FORBIDDEN');
    }
  };
}
