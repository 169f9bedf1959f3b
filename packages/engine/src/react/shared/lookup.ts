/**
 * Looks a kind up in a theme registry; an unknown kind is an error that names the schema file, the JSON
 * path and the kinds that exist, never a silent blank.
 */
export function lookupKind<T>(registry: Record<string, T>, kind: string, where: string): T {
  const found = registry[kind];
  if (found === undefined) {
    throw new Error(`${where}: unknown kind "${kind}" (known: ${Object.keys(registry).join(', ')}).`);
  }
  return found;
}
