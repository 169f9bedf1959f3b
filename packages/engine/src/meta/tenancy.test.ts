import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntityFile } from '../core/types.ts';
import { formatSchemaError, validateEntityFile } from './index.ts';

const schemasDir = join(import.meta.dirname, '../../../../schemas');
const names = readdirSync(schemasDir).filter(
  (f) => f.endsWith('.json') && !['entity.schema.json', 'package.json'].includes(f),
);
const load = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as EntityFile;
const files = new Map(names.map((name) => [name.replace(/\.json$/, ''), load(name)]));
const ids = new Set(files.keys());

/** The tenancy problems of a file changed by `edit`, resolved among the real schema files. */
function problemsOf(id: string, edit: (file: EntityFile) => void): string[] {
  const file = structuredClone(files.get(id)!);
  edit(file);
  const others = new Map([...files, [id, file]]);
  return validateEntityFile(`${id}.json`, file, ids, others)
    .errors.map(formatSchemaError)
    .filter((error) => error.includes('/tenant'));
}

const tenancyOf = (id: string) => validateEntityFile(`${id}.json`, files.get(id), ids, files).entity?.tenant;

describe('tenancy: which client a record belongs to', () => {
  it('is implied by the one relation to the tenant root, and followed through a declared relation', () => {
    expect(tenancyOf('clients')).toEqual({ kind: 'root' });
    expect(tenancyOf('drivers')).toEqual({
      kind: 'client',
      via: [{ field: 'clienteId', entity: 'clients' }],
    });
    expect(tenancyOf('bonus-configs')).toEqual({
      kind: 'client',
      via: [
        { field: 'fleetId', entity: 'fleets' },
        { field: 'clientId', entity: 'clients' },
      ],
    });
    expect(tenancyOf('references')).toEqual({ kind: 'shared' });
    expect(tenancyOf('routes')).toEqual({ kind: 'shared' });
  });

  it('refuses an entity related to several client-owned entities without a declaration', () => {
    expect(problemsOf('fleet-drivers', (file) => delete file.tenant)).toEqual([
      'fleet-drivers.json: /tenant: ambiguous tenancy: "fleetId", "driverId" point at records that belong to a client; declare "tenant": { "through": "..." } or "shared"',
    ]);
  });

  it('refuses two relations to the root, a field that is not one, and a through to a shared entity', () => {
    expect(
      problemsOf('business-units', (file) => {
        file.fields['ownerId'] = { type: 'integer', title: 'Dono', relation: { entity: 'clients' } };
      }),
    ).toEqual([
      'business-units.json: /tenant: ambiguous tenancy: "clientId", "ownerId" all point at the tenant root "clients"; declare "tenant": { "field": "..." }',
    ]);
    expect(problemsOf('business-units', (file) => (file.tenant = { field: 'name' }))).toEqual([
      'business-units.json: /tenant/field: "name" must be a relation field to the tenant root "clients"',
    ]);
    expect(problemsOf('routes', (file) => (file.tenant = { through: 'originId' }))).toEqual([
      'routes.json: /tenant/through: "originId" must be a relation field to an entity whose records belong to a client',
    ]);
  });

  it('refuses a second tenant root', () => {
    expect(problemsOf('products', (file) => (file.tenant = 'root'))).toEqual([
      'products.json: /tenant: only one entity is the tenant root, and "clients" already is',
    ]);
  });
});

describe('association candidates', () => {
  const errorsOf = (id: string, edit: (file: EntityFile) => void): string[] => {
    const file = structuredClone(files.get(id)!);
    edit(file);
    return validateEntityFile(`${id}.json`, file, ids, new Map([...files, [id, file]])).errors.map(
      formatSchemaError,
    );
  };

  it('refuses within or dependsOn on an association end, which the link dialog would ignore', () => {
    expect(
      errorsOf('fleet-drivers', (file) => {
        file.fields['driverId']!.relation!.within = { field: 'clientId', of: 'fleetId' };
      }),
    ).toContain(
      "fleet-drivers.json: /fields/driverId/relation/within: the link dialog does not read within on an association's ends: use association.sameClient to offer the parent's client's children",
    );
  });
});
