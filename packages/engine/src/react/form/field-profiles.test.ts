import { describe, expect, it } from 'vitest';
import { formUiSchema } from './ui-schema.ts';
import { resolveEntity } from '../../core/resolve-entity.ts';
import { profilesWithOwnVariant, validatorKey } from '../../core/validator-key.ts';
import type { EntityFile } from '../../core/types.ts';

const drivers = resolveEntity({
  $schema: './entity.schema.json',
  id: 'drivers',
  label: { singular: 'Motorista', plural: 'Motoristas', gender: 'm' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    name: { type: 'string', title: 'Nome' },
    fleetId: { type: 'integer', title: 'Operação' },
  },
  forms: {
    create: {
      fields: ['name', 'fleetId'],
      required: ['name', 'fleetId'],
      fieldProfiles: { fleetId: ['Admin'] },
    },
    edit: { fieldProfiles: {} },
  },
  permissions: { list: ['Admin', 'Manager'], create: ['Admin', 'Manager'], edit: ['Admin'], delete: [] },
  api: { basePath: '/v1/backoffice/motoristas' },
  routes: { base: '/backoffice/motoristas/' },
} satisfies EntityFile);

describe('fields limited to a profile in the browser form', () => {
  it('gives a profile that sees less its own precompiled validator, and the others the whole one', () => {
    expect(profilesWithOwnVariant(drivers, 'create')).toEqual(['Manager']);
    expect(validatorKey(drivers, 'create', 'Manager')).toBe('drivers.create.Manager');
    expect(validatorKey(drivers, 'create', 'Admin')).toBe('drivers.create');
    expect(validatorKey(drivers, 'edit', 'Manager')).toBe('drivers.edit');
  });

  it('leaves the hidden field out of what the form renders for that profile', () => {
    expect(formUiSchema(drivers, 'create', 'Manager')['ui:order']).toEqual(['name']);
    expect(formUiSchema(drivers, 'create', 'Admin')['ui:order']).toEqual(['name', 'fleetId']);
  });
});
