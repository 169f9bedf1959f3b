import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossEntityErrors, formatSchemaError, validateEntityFile } from './index.ts';
import type { EntityFile, EntitySchema } from '../core/types.ts';

const schemasDir = join(import.meta.dirname, '../../../../schemas');
const files = readdirSync(schemasDir).filter(
  (f) => f.endsWith('.json') && !['entity.schema.json', 'package.json'].includes(f),
);
const ids = new Set(files.map((f) => f.replace(/\.json$/, '')));
const load = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths
const bonus = () => structuredClone(load('bonus-configs.json')) as Record<string, any>;
const problems = (json: unknown) =>
  validateEntityFile('bonus-configs.json', json, ids).errors.map(formatSchemaError);

describe('checks of the bonus ranges capabilities, with the file and the JSON path', () => {
  it('bonus-configs.json passes them all', () => {
    expect(problems(bonus())).toEqual([]);
  });

  it('an exact decimal is a number with its range inside its column', () => {
    const json = bonus();
    json.fields.fleetId.decimals = 2;
    delete json.fields.bonusValue.maximum;
    json.fields.maxPerformance.maximum = 1e10;
    expect(problems(json)).toEqual([
      'bonus-configs.json: /fields/fleetId/decimals: decimals go with type "number"',
      'bonus-configs.json: /fields/fleetId/decimals: an exact decimal needs minimum and maximum (its column has 12 digits)',
      'bonus-configs.json: /fields/maxPerformance/decimals: minimum and maximum must stay within ±9999999999.99 (numeric(12, n))',
      'bonus-configs.json: /fields/bonusValue/decimals: an exact decimal needs minimum and maximum (its column has 12 digits)',
    ]);
  });

  it('atMost names another number field', () => {
    const json = bonus();
    json.fields.minPerformance.atMost = 'maximo';
    json.fields.bonusValue.atMost = 'fleetName';
    expect(problems(json)).toEqual([
      'bonus-configs.json: /fields/minPerformance/atMost: unknown field "maximo" (fields: id, type, fleetId, fleetName, vehiclePlateId, vehiclePlate, minPerformance, maxPerformance, bonusValue, createdAt, isActive)',
      'bonus-configs.json: /fields/bonusValue/atMost: atMost compares this number with another number field',
    ]);
  });

  it('differentFrom names other fields, one or a list', () => {
    const json = bonus();
    json.fields.minPerformance.differentFrom = 'minPerformance';
    json.fields.maxPerformance.differentFrom = ['minPerformance', 'maximo', 'maxPerformance'];
    expect(problems(json)).toEqual([
      'bonus-configs.json: /fields/minPerformance/differentFrom: differentFrom names other fields',
      'bonus-configs.json: /fields/maxPerformance/differentFrom/1: unknown field "maximo" (fields: id, type, fleetId, fleetName, vehiclePlateId, vehiclePlate, minPerformance, maxPerformance, bonusValue, createdAt, isActive)',
      'bonus-configs.json: /fields/maxPerformance/differentFrom/2: differentFrom names other fields',
    ]);
  });

  it('a relation within another record names a relation field, and no dependsOn beside it', () => {
    const json = bonus();
    json.fields.vehiclePlateId.relation.within.of = 'bonusValue';
    json.fields.vehiclePlateId.relation.dependsOn = 'fleetId';
    expect(problems(json)).toEqual([
      'bonus-configs.json: /fields/vehiclePlateId/relation/within: a relation is narrowed by dependsOn or by within, not both',
      'bonus-configs.json: /fields/vehiclePlateId/relation/within/of: "bonusValue" must be a relation field',
    ]);
  });

  it('between files: both ends of within have the shared field, and its owner a get call', () => {
    // Resolved among each other, as generate resolves them (tenancy follows relations between files).
    const byId = new Map(files.map((file) => [file.replace(/\.json$/, ''), load(file) as EntityFile]));
    const entities = files.flatMap((file) => validateEntityFile(file, load(file), ids, byId).entity ?? []);
    const broken = entities.map((entity): EntitySchema => {
      if (entity.id === 'bonus-configs') {
        const plate = entity.fields['vehiclePlateId']!;
        const relation = { ...plate.relation!, within: { field: 'businessUnitId', of: 'fleetId' } };
        return { ...entity, fields: { ...entity.fields, vehiclePlateId: { ...plate, relation } } };
      }
      if (entity.id === 'fleets') {
        const { get: _get, ...actions } = entity.api.actions;
        return { ...entity, api: { ...entity.api, actions } };
      }
      return entity;
    });
    expect(crossEntityErrors(broken).map(formatSchemaError)).toEqual([
      'bonus-configs.json: /fields/vehiclePlateId/relation/within/field: "vehicle-plates" has no field "businessUnitId"',
      'bonus-configs.json: /fields/vehiclePlateId/relation/within/of: "fleets" has no get call to read "businessUnitId" from',
    ]);
    expect(crossEntityErrors(entities)).toEqual([]);
  });

  it('only the list parent is a hidden field', () => {
    const json = bonus();
    json.forms.edit.ui = { bonusValue: { widget: 'hidden' } };
    expect(problems(json)).toEqual([
      "bonus-configs.json: /forms/edit/ui/bonusValue/widget: only the list's parent field is hidden (the page fills it from the URL)",
    ]);
  });

  it('noOverlap names stored number fields for its ends and existing fields for its groups', () => {
    const json = bonus();
    json.storage.noOverlap.to = 'fleetName';
    json.storage.noOverlap.among = ['fleetId', 'tipo'];
    expect(problems(json)).toEqual([
      'bonus-configs.json: /storage/noOverlap/to: a range end is a number field',
      'bonus-configs.json: /storage/noOverlap/among/1: unknown field "tipo" (fields: id, type, fleetId, fleetName, vehiclePlateId, vehiclePlate, minPerformance, maxPerformance, bonusValue, createdAt, isActive)',
    ]);
  });

  it('the discriminator is read-only with oneOf, and the variants take its values once, by distinct keys', () => {
    const json = bonus();
    delete json.fields.type.readOnly;
    json.variants.items[1].value = 'Inercia';
    json.variants.items[2].key = 'engineLoad';
    json.variants.urlParam = 'operationId';
    expect(problems(json)).toEqual([
      'bonus-configs.json: /variants/field: the discriminator is a readOnly field with oneOf (set by each variant)',
      "bonus-configs.json: /variants/urlParam: the tab's URL parameter must differ from the parent's",
      'bonus-configs.json: /variants/items/1/value: "Inercia" is not among the oneOf of "type"',
      'bonus-configs.json: /variants/items/2/key: the key "engineLoad" is used twice',
    ]);
  });

  it("a variant's create call, route and form go together, its form on writable fields", () => {
    const json = bonus();
    delete json.forms.create; // no shared create form: the first two variants have none
    json.variants.items[0].api = { create: { method: 'POST', path: '/engine-load' } };
    json.variants.items[1].routes = { create: '/backoffice/inertia/create' };
    json.variants.items[2].forms.create.fields.push('fleetName');
    json.variants.items[2].forms.create.required.push('plate');
    json.variants.items[2].columns[3] = 'placa';
    expect(problems(json)).toEqual([
      'bonus-configs.json: /variants/items/0: a variant declares its create call (api.create) and its form (forms.create) together',
      'bonus-configs.json: /variants/items/1/routes/create: a create route needs forms.create',
      'bonus-configs.json: /variants/items/2/forms/create/fields/5: "fleetName" is readOnly and cannot be in a form',
      `bonus-configs.json: /variants/items/2/forms/create/required/5: "plate" is required but not among the form's fields`,
      'bonus-configs.json: /variants/items/2/columns/3: unknown field "placa" (fields: id, type, fleetId, fleetName, vehiclePlateId, vehiclePlate, minPerformance, maxPerformance, bonusValue, createdAt, isActive)',
    ]);
  });

  it('an unknown key in a variant is named by the meta-schema', () => {
    const json = bonus();
    json.variants.items[0].tab = 'Carga';
    expect(problems(json)).toContain(
      'bonus-configs.json: /variants/items/0: must NOT have additional properties ("tab")',
    );
  });
});

describe('checks of the programmings capabilities, with the file and the JSON path', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixtures mutate arbitrary paths
  const programmings = () => structuredClone(load('programmings.json')) as Record<string, any>;
  const programmingProblems = (json: unknown) =>
    validateEntityFile('programmings.json', json, ids).errors.map(formatSchemaError);

  it('programmings.json passes them all', () => {
    expect(programmingProblems(programmings())).toEqual([]);
  });

  it('after compares two date-time fields', () => {
    const json = programmings();
    json.fields.expectedArrivalTime.after = 'volume';
    json.fields.distanceKm.after = 'expectedDepartureTime';
    json.fields.expectedDepartureTime.after = 'expectedDepartureTime';
    expect(programmingProblems(json)).toEqual([
      'programmings.json: /fields/expectedDepartureTime/after: after compares this date-time with another date-time field',
      'programmings.json: /fields/expectedArrivalTime/after: after compares this date-time with another date-time field',
      'programmings.json: /fields/distanceKm/after: after compares this date-time with another date-time field',
    ]);
  });

  it('after names a field that exists', () => {
    const json = programmings();
    json.fields.expectedArrivalTime.after = 'saida';
    expect(programmingProblems(json)).toEqual([
      expect.stringMatching(
        /^programmings\.json: \/fields\/expectedArrivalTime\/after: unknown field "saida" \(fields: id, /,
      ),
    ]);
  });

  it('requiredWhen names a boolean field, on a field no form requires', () => {
    const json = programmings();
    json.fields.returnDestinationReferenceId.requiredWhen = 'travelType';
    expect(programmingProblems(json)).toEqual([
      'programmings.json: /fields/returnDestinationReferenceId/requiredWhen: requiredWhen names a boolean field',
    ]);
    const required = programmings();
    required.forms.create.required.push('returnDestinationReferenceId');
    expect(programmingProblems(required)).toEqual([
      'programmings.json: /forms/create/required: "returnDestinationReferenceId" is required only when "isReturn" is true',
      'programmings.json: /forms/edit/required: "returnDestinationReferenceId" is required only when "isReturn" is true',
    ]);
  });
});
