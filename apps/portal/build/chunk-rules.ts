/**
 * The portal's shared chunks, decided by rules over the module graph rather than by lists of files: renaming or
 * adding a module moves it by what uses it. Two rules, after React's own chunk (`REACT`):
 *
 * - `base`: what the login route uses (the entry and the login page), except what only the login page uses.
 *   Every route loads the entry; the signed-in screens use nearly all of it too (the HTTP client, the session,
 *   the design system's primitives). Left to the automatic splitting it became ~20 chunks of a few hundred
 *   bytes, each with its import lines and gzip overhead (about 5 KB of the login route).
 * - `list-parts`: what the generic list route uses that another lazy chunk uses too (the route set, the
 *   dialogs, the bespoke pages, the rewards' screens). Split by the exact set of chunks that use each module, the
 *   list route loaded a dozen small chunks; in one chunk it loads them all (it uses them all) and the others
 *   reuse it.
 * - `list-engine`: of those, what only screens built on the list controller use (the list parts themselves,
 *   TanStack Table), so a screen that shares only swr or the table markup with the lists does not load them.
 *
 * Everything else is left to Rolldown's automatic splitting (a chunk per set of lazy chunks that use it). The
 * bytes each route loads are checked against their budgets by `npm run lint` (build/route-sizes.ts).
 *
 * "Uses" follows imported names, not only import lines: the `@frota/ui` index imports every component, but a
 * module that imports `Button` from it uses the button only (see ModuleGraph).
 */
import type { ModuleInfo } from 'rolldown';

/** The lazy chunks the rules are anchored on, by source path inside the portal (as in build/route-sizes.ts). */
const LOGIN_PAGE = 'src/features/auth/login-page.tsx';
const LIST_ROUTE = 'src/features/entities/entity-list-route.tsx';
/** The engine's list controller: a screen whose closure holds it is built from the list parts. */
const LIST_CONTROLLER = 'packages/engine/src/react/list/use-list-controller.ts';

interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const IMPORTS = /\bimport\s*(?:type\s+)?([\w$]+)?\s*,?\s*(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*["']/g;
const RE_EXPORTS = /\bexport\s*(?:type\s+)?(\*(?:\s*as\s+([\w$]+))?|\{[^}]*\})\s*from\s*["']/g;
const RE_EXPORTS_ONLY =
  /^(\s*export\s*(?:type\s+)?(\*(\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'][^"']*["'];?)*\s*$/;
const ALL = '*';

/** The React runtime, a chunk of its own every route loads. */
export const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
const isReact = (id: string) => REACT.test(id);

/** `{ a, b as c, type d }` as [imported, local] pairs. */
function specifiers(list: string): [string, string][] {
  return list
    .slice(1, -1)
    .split(',')
    .map((item) => item.replace(/^\s*type\s+/, '').trim())
    .filter(Boolean)
    .map((item) => {
      const [name, alias] = item.split(/\s+as\s+/);
      return [name!.trim(), (alias ?? name)!.trim()];
    });
}

/**
 * The module graph as the bundler's tree-shaking sees it, roughly: a module uses an import's target only when
 * it imports a name the target exports (or a namespace, or the target exports nothing: styles, CommonJS), and
 * an index re-exporting names passes on only the names asked of it. Matching is by name, which can only
 * count a module as used when it is not (two modules exporting the same name), never the reverse.
 */
class ModuleGraph {
  private readonly info = new Map<string, ModuleInfo | null>();
  private readonly parsed = new Map<
    string,
    { own: Set<string>; reExports: Map<string, string>; star: boolean }
  >();

  constructor(private readonly ctx: ChunkingContext) {}

  get(id: string): ModuleInfo | null {
    if (!this.info.has(id)) this.info.set(id, this.ctx.getModuleInfo(id));
    return this.info.get(id)!;
  }

  /** Whether a module only re-exports others (an index): the bundler leaves it out. */
  onlyReExports(id: string): boolean {
    const code = this.get(id)?.code;
    return code != null && RE_EXPORTS_ONLY.test(code.replace(/^\s*\/\/.*$|\/\*[\s\S]*?\*\//gm, ''));
  }

  /** The names a module imports for itself, and those it re-exports (exported name to source name). */
  private parse(id: string) {
    let result = this.parsed.get(id);
    if (!result) {
      const code = this.get(id)?.code ?? '';
      const own = new Set<string>();
      for (const [, fallback, list] of code.matchAll(IMPORTS)) {
        if (fallback) own.add('default');
        if (list?.startsWith('{')) specifiers(list).forEach(([name]) => own.add(name));
        else if (list) own.add(ALL);
      }
      const reExports = new Map<string, string>();
      let star = false;
      for (const [, what, namespace] of code.matchAll(RE_EXPORTS)) {
        if (what!.startsWith('{'))
          specifiers(what!).forEach(([name, exported]) => reExports.set(exported, name));
        else if (namespace) reExports.set(namespace, ALL);
        else star = true;
      }
      result = { own, reExports, star };
      this.parsed.set(id, result);
    }
    return result;
  }

  /** The targets `id` uses when asked for `names`, each with the names it asks of them. */
  private uses(id: string, names: Set<string>): [string, Set<string>][] {
    const { own, reExports, star } = this.parse(id);
    const asked = new Set(own);
    for (const name of names) {
      if (name === ALL) {
        reExports.forEach((source) => asked.add(source));
        if (star) asked.add(ALL);
      } else if (reExports.has(name)) asked.add(reExports.get(name)!);
      else if (star) asked.add(name);
    }
    const result: [string, Set<string>][] = [];
    for (const target of this.get(id)?.importedIds ?? []) {
      const exported = this.get(target)?.exports ?? [];
      if (exported.length === 0 || asked.has(ALL)) result.push([target, new Set([ALL])]);
      else {
        // `*` in a target's exports stands for its `export * from`: any name may be behind it.
        const wanted = exported.includes(ALL) ? asked : new Set(exported.filter((name) => asked.has(name)));
        if (wanted.size > 0) result.push([target, wanted]);
      }
    }
    return result;
  }

  /** Every module a chunk root uses, itself included. */
  closure(root: string): Set<string> {
    const asked = new Map<string, Set<string>>();
    const stack: [string, Set<string>][] = [[root, new Set([ALL])]];
    while (stack.length > 0) {
      const [id, names] = stack.pop()!;
      const before = asked.get(id);
      const fresh = before?.has(ALL) ? [] : [...names].filter((name) => !before?.has(name));
      if (before && fresh.length === 0) continue;
      asked.set(id, new Set([...(before ?? []), ...fresh]));
      stack.push(...this.uses(id, new Set(fresh)));
    }
    return new Set(asked.keys());
  }
}

/** Visits every node reachable from `start` by `next` once. */
function walk(start: string[], next: (id: string) => string[]): void {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
}

/** The modules of the `base` and `list-parts` chunks. */
function analyse(ctx: ChunkingContext, anyId: string) {
  const graph = new ModuleGraph(ctx);
  // The entry, found from any module by its importers; then every chunk root (the entry and every module
  // imported dynamically), down from it. The scripts the page (index.html) loads keep the entry chunk too.
  const entries = new Set<string>();
  walk([anyId], (id) => {
    const info = graph.get(id);
    if (info?.isEntry) entries.add(id);
    return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  });
  const roots = new Set([...entries].flatMap((id) => [id, ...(graph.get(id)?.importedIds ?? [])]));
  walk([...entries], (id) => {
    const info = graph.get(id);
    info?.dynamicallyImportedIds.forEach((lazy) => roots.add(lazy));
    return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
  });
  // Which roots use each module.
  const closures = new Map([...roots].map((root) => [root, graph.closure(root)]));
  const usedBy = new Map<string, string[]>();
  for (const [root, closure] of closures)
    for (const id of closure) usedBy.set(id, [...(usedBy.get(id) ?? []), root]);
  const find = (path: string) => {
    const root = [...roots].find((id) => id.replaceAll('\\', '/').endsWith(`/apps/portal/${path}`));
    if (!root) throw new Error(`build/chunk-rules.ts: ${path} is no longer a lazy chunk of the portal.`);
    return root;
  };
  const login = find(LOGIN_PAGE);
  const list = find(LIST_ROUTE);
  const shared = (id: string, root: string) =>
    !roots.has(id) && usedBy.get(id)!.some((user) => user !== root);

  // Rolldown moves a module's imports into its chunk with it (`includeDependenciesRecursively`), so a module
  // joins a group only when each module it imports is in the group or taken before (by React's chunk, by an
  // earlier group), or is not in the bundle (no root uses it; an index that only re-exports).
  const closed = (group: Set<string>, taken: (id: string) => boolean) => {
    const outside = (id: string) =>
      !group.has(id) && !taken(id) && usedBy.has(id) && !graph.onlyReExports(id);
    for (let changed = true; changed;) {
      changed = false;
      for (const id of group) if (graph.get(id)?.importedIds.some(outside)) changed = group.delete(id);
    }
    return group;
  };
  const entryUses = [...entries].flatMap((entry) => [...closures.get(entry)!]);
  const base = closed(
    new Set([...entryUses, ...closures.get(login)!].filter((id) => shared(id, login))),
    isReact,
  );
  // What the base chunk ends up with: its modules and their imports (Vite's preload helper, say).
  const inBase = new Set<string>();
  walk([...base], (id) => {
    if (isReact(id) || !usedBy.has(id) || graph.onlyReExports(id)) return [];
    inBase.add(id);
    return graph.get(id)?.importedIds ?? [];
  });
  // What the list route shares, split by who else uses it: the list parts' own modules, used only by screens
  // built on the list controller (the programmings' list, the monitor), apart from the rest (swr, the table,
  // icons), so a screen with no list (the dashboard) does not load the list machinery with what it shares.
  const controller = [...usedBy.keys()].find((id) => id.replaceAll('\\', '/').endsWith(LIST_CONTROLLER));
  const listScreen = (root: string) =>
    root === list || (controller !== undefined && closures.get(root)!.has(controller));
  const candidates = [...closures.get(list)!].filter((id) => !inBase.has(id) && shared(id, list));
  const listOnly = (id: string) => usedBy.get(id)!.every(listScreen);
  const listParts = closed(
    new Set(candidates.filter((id) => !listOnly(id))),
    (id) => isReact(id) || inBase.has(id),
  );
  // The name matching can count a module as the list screens' alone when another module imports it too (a
  // helper of the core, a library's internals): a module stays only while each module importing it directly
  // (an index aside) is itself used by list screens only.
  const importedByListOnly = (group: Set<string>) => {
    for (let changed = true; changed;) {
      changed = false;
      for (const id of group) {
        const importers = (graph.get(id)?.importers ?? []).filter(
          (importer) => usedBy.has(importer) && !graph.onlyReExports(importer),
        );
        if (importers.some((importer) => !group.has(importer) && !listOnly(importer)))
          changed = group.delete(id);
      }
    }
    return group;
  };
  const listEngine = closed(
    importedByListOnly(new Set(candidates.filter(listOnly))),
    (id) => isReact(id) || inBase.has(id) || listParts.has(id),
  );
  return { base, listParts, listEngine };
}

const analyses = new WeakMap<ChunkingContext, ReturnType<typeof analyse>>();

/**
 * The chunk of a module by the rules above (`base`, `list-parts`, `list-engine`), or null to leave it to the
 * automatic splitting. The graph is read once a build (Rolldown passes the same context to every call).
 */
export function sharedChunkName(id: string, ctx: ChunkingContext): SharedChunk | null {
  let analysis = analyses.get(ctx);
  if (!analysis) analyses.set(ctx, (analysis = analyse(ctx, id)));
  if (analysis.base.has(id)) return 'base';
  if (analysis.listParts.has(id)) return 'list-parts';
  if (analysis.listEngine.has(id)) return 'list-engine';
  return null;
}

export type SharedChunk = 'base' | 'list-parts' | 'list-engine';

/**
 * One rule as a `codeSplitting` group's `name`, in the order the rules take modules (base, list-parts,
 * list-engine: each group a priority below the last). One group each, so Rolldown captures a chunk's modules
 * and their imports before the next rule's chunk could take them along.
 */
export const SHARED_CHUNKS = (['base', 'list-parts', 'list-engine'] as const).map((chunk, index) => ({
  name: (id: string, ctx: ChunkingContext) => (sharedChunkName(id, ctx) === chunk ? chunk : null),
  priority: 1 - index / 10,
}));
