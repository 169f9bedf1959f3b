/** The rows of a raw query, as both drivers answer them (PGlite's results and node-postgres' QueryResult). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
