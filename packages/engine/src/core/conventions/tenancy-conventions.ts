import type { EntityFile, Tenancy, TenantStep } from '../types.ts';

/** Other schema files by id, as `generate` reads them: what a record's tenancy follows. */
export type EntityFiles = ReadonlyMap<string, EntityFile>;

/** Why an entity's tenancy cannot be resolved, at a JSON path of its file. */
export interface TenancyProblem {
  path: string;
  message: string;
}

const SHARED: Tenancy = { kind: 'shared' };

/** The entity whose records are the tenants (`"tenant": "root"`: the clients), if one declares it. */
export function tenantRootOf(files: EntityFiles): string | undefined {
  for (const file of files.values()) if (file.tenant === 'root') return file.id;
  return undefined;
}

const relationsOf = (file: EntityFile): TenantStep[] =>
  Object.entries(file.fields).flatMap(([field, declared]) =>
    declared.relation ? [{ field, entity: declared.relation.entity }] : [],
  );

const names = (steps: TenantStep[]) => steps.map((step) => `"${step.field}"`).join(', ');

/**
 * Which client the records of an entity belong to, from its `tenant` or the convention: exactly one relation
 * to the tenant root is the record's client (`clientId` → clients); no relation to the root nor to any
 * entity whose records belong to a client makes a shared catalogue. A `through` relation follows the
 * related entity's tenancy, so the path ends at the root (a bonus range → its operation → its client).
 * A problem comes back, with the best answer, when the file's tenancy is wrong or ambiguous.
 *
 * @example tenancyOf('bonus-configs', files).tenancy
 *   // { kind: 'client', via: [{ field: 'fleetId', entity: 'fleets' }, { field: 'clientId', entity: 'clients' }] }
 */
export function tenancyOf(
  id: string,
  files: EntityFiles,
  seen: ReadonlySet<string> = new Set(),
): { tenancy: Tenancy; problem?: TenancyProblem } {
  const file = files.get(id);
  if (!file) return { tenancy: SHARED };
  if (seen.has(id))
    return { tenancy: SHARED, problem: { path: '/tenant', message: 'the "through" relations form a cycle' } };
  const declared = file.tenant;
  if (declared === 'root' || declared === 'shared') return { tenancy: { kind: declared } };
  const root = tenantRootOf(files);
  const within = new Set([...seen, id]);
  if (declared && 'field' in declared) {
    const entity = file.fields[declared.field]?.relation?.entity;
    if (!entity || entity !== root)
      return {
        tenancy: SHARED,
        problem: {
          path: '/tenant/field',
          message: `"${declared.field}" must be a relation field to the tenant root${root ? ` "${root}"` : ' (no entity declares "tenant": "root")'}`,
        },
      };
    return { tenancy: { kind: 'client', via: [{ field: declared.field, entity }] } };
  }
  if (declared && 'through' in declared) {
    const entity = file.fields[declared.through]?.relation?.entity;
    const related = entity ? tenancyOf(entity, files, within).tenancy : SHARED;
    if (!entity || related.kind === 'shared')
      return {
        tenancy: SHARED,
        problem: {
          path: '/tenant/through',
          message: `"${declared.through}" must be a relation field to an entity whose records belong to a client`,
        },
      };
    const step = { field: declared.through, entity };
    return { tenancy: { kind: 'client', via: related.kind === 'root' ? [step] : [step, ...related.via] } };
  }
  const relations = relationsOf(file).filter((step) => step.entity !== id);
  const toRoot = relations.filter((step) => step.entity === root);
  if (toRoot.length === 1) return { tenancy: { kind: 'client', via: toRoot } };
  if (toRoot.length > 1)
    return {
      tenancy: SHARED,
      problem: {
        path: '/tenant',
        message: `ambiguous tenancy: ${names(toRoot)} all point at the tenant root "${root}"; declare "tenant": { "field": "..." }`,
      },
    };
  const owned = relations.filter((step) => tenancyOf(step.entity, files, within).tenancy.kind !== 'shared');
  if (owned.length === 0) return { tenancy: SHARED };
  return {
    tenancy: SHARED,
    problem: {
      path: '/tenant',
      message: `ambiguous tenancy: ${names(owned)} point at records that belong to a client; declare "tenant": { "through": "..." } or "shared"`,
    },
  };
}

/** The problems of an entity's tenancy: its own, and a second entity declaring itself the tenant root. */
export function tenancyProblems(file: EntityFile, files: EntityFiles): TenancyProblem[] {
  const problems: TenancyProblem[] = [];
  const { problem } = tenancyOf(file.id, files);
  if (problem) problems.push(problem);
  const root = tenantRootOf(files);
  if (file.tenant === 'root' && root !== file.id)
    problems.push({
      path: '/tenant',
      message: `only one entity is the tenant root, and "${root}" already is`,
    });
  return problems;
}
