import type { ApiActionName, ApiCall, EntityFile } from '../types.ts';

type Toggle = NonNullable<EntityFile['api']['toggle']>;

/** The spec's spellings of the activate and inactivate calls, by name. */
const TOGGLE_PATHS: Record<Toggle, { activate: string; inactivate: string }> = {
  'activate-inactivate': { activate: '/{id}/activate', inactivate: '/{id}/inactivate' },
  'activate-deactivate': { activate: '/{id}/activate', inactivate: '/{id}/deactivate' },
  'active-deactive': { activate: '/{id}/active', inactivate: '/{id}/deactive' },
  'prefix-active-deactive': { activate: '/active/{id}', inactivate: '/deactive/{id}' },
};

/**
 * The calls of an entity: the conventional ones its file implies (list always; get and update with an edit
 * form; create with a create form; delete when someone may delete; the toggle pair by its spelling; the short
 * list by its path), then the file's own `api.actions`, which override or add.
 */
export function resolveApiActions(file: EntityFile): Partial<Record<ApiActionName, ApiCall>> {
  const actions: Partial<Record<ApiActionName, ApiCall>> = { list: { method: 'GET', path: '/' } };
  if (file.forms?.edit) {
    actions.get = { method: 'GET', path: '/{id}' };
    actions.update = { method: 'PUT', path: '/{id}' };
  }
  if (file.forms?.create) actions.create = { method: 'POST', path: '/' };
  if (file.permissions.delete.length > 0) actions.delete = { method: 'DELETE', path: '/{id}' };
  if (file.api.toggle) {
    const paths = TOGGLE_PATHS[file.api.toggle];
    actions.activate = { method: 'PUT', path: paths.activate };
    actions.inactivate = { method: 'PUT', path: paths.inactivate };
  }
  if (file.api.shortList) actions.all = { method: 'GET', path: file.api.shortList };
  return { ...actions, ...file.api.actions };
}
