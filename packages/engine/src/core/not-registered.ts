/**
 * The error of a schema naming code its host does not register (a page component, a guard, a hook): which file,
 * which key, and what the host registers, so the developer who edited the schema sees the fix.
 */
export function notRegistered(
  entityId: string,
  pointer: string,
  name: string,
  registered: object,
  host: 'API' | 'portal',
): Error {
  return new Error(
    `${entityId}.json: ${pointer} "${name}" is not registered by the ${host} (registered: ${Object.keys(registered).join(', ') || 'none'}).`,
  );
}
