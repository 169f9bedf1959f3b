import { describe, expect, it } from 'vitest';
import { validateEntityFile } from '../meta/index.ts';
import { columnValue } from './column-value.ts';
import { sameAsErrors } from './field-rules.ts';
import { formJsonSchema, variantFor } from './form-schema.ts';
import { PASSWORD_MISMATCH_MESSAGE, passwordErrors } from './password-rules.ts';
import { resolveEntity } from './resolve-entity.ts';
import type { EntityFile } from './types.ts';

const people: EntityFile = {
  $schema: './entity.schema.json',
  id: 'people',
  label: { singular: 'Gestor', plural: 'Gestores', gender: 'm' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    firstName: { type: 'string', title: 'Nome', maxLength: 100 },
    lastName: { type: 'string', title: 'Sobrenome', maxLength: 100 },
    email: { type: 'string', title: 'E-mail' },
    password: { type: 'string', title: 'Senha' },
    passwordConfirmation: { type: 'string', title: 'Confirmação de senha', writeOnly: true },
    clientId: { type: 'integer', title: 'Cliente' },
  },
  forms: {
    create: {
      fields: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'clientId'],
      required: ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'clientId'],
      sameAs: { passwordConfirmation: 'password' },
      fieldProfiles: { clientId: ['Admin'] },
    },
  },
  list: {
    columns: ['id', { field: 'firstName', join: ['lastName'], label: 'Nome' }, 'email'],
    filters: [{ param: 'Name', field: 'firstName', join: ['lastName'], label: 'Nome do usuário' }],
  },
  permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: ['Admin'] },
  api: { basePath: '/v1/backoffice/people' },
  routes: { base: '/backoffice/people/' },
  storage: { accounts: { profile: 'Manager' } },
};

describe('accounts (storage.accounts)', () => {
  it('are stored in the identity users table, scoped by profile, with a unique e-mail', () => {
    expect(resolveEntity(people).storage).toEqual({
      table: 'users',
      columns: {},
      unique: ['email'],
      uniqueTogether: [],
      indexes: [],
      secrets: {},
      joins: {},
      accounts: { profile: 'Manager' },
    });
  });

  it("give the password the identity's rules and words, and the e-mail its format and length", () => {
    const entity = resolveEntity(people);
    expect(entity.fields['password']).toMatchObject({ writeOnly: true, minLength: 8, maxLength: 128 });
    expect(entity.fields['email']).toMatchObject({ format: 'email', maxLength: 254 });
    expect(entity.forms.create?.ui['password']).toEqual({
      widget: 'password',
      autoComplete: 'new-password',
      errorMessages: {
        minLength: 'A senha deve ter ao menos 8 caracteres.',
        maxLength: 'A senha deve ter no máximo 128 caracteres.',
      },
    });
  });

  it("say a password confirmation's mismatch in the identity's words, as changing and resetting a password do", () => {
    const entity = resolveEntity(people);
    const mismatch = { password: 'estrada-42', passwordConfirmation: 'estrada-43' };
    expect(sameAsErrors(entity, 'create', mismatch)).toEqual({
      passwordConfirmation: PASSWORD_MISMATCH_MESSAGE,
    });
    expect(passwordErrors(mismatch.password, mismatch.passwordConfirmation)).toEqual([
      PASSWORD_MISMATCH_MESSAGE,
    ]);
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('A confirmação de senha não confere.');
  });

  it('keep what the file says over the conventions', () => {
    const entity = resolveEntity({
      ...people,
      fields: { ...people.fields, password: { type: 'string', title: 'Senha', minLength: 12 } },
      forms: {
        ...people.forms,
        ui: { password: { errorMessages: { minLength: 'Use ao menos 12 caracteres.' } } },
      },
    });
    expect(entity.fields['password']?.minLength).toBe(12);
    expect(entity.forms.create?.ui['password']?.errorMessages?.['minLength']).toBe(
      'Use ao menos 12 caracteres.',
    );
  });

  it('refuse a table of their own', () => {
    const file = { ...people, storage: { table: 'people', accounts: { profile: 'Manager' as const } } };
    expect(validateEntityFile('people.json', file, new Set(['people'])).errors).toContainEqual({
      file: 'people.json',
      path: '/storage/table',
      message: 'accounts are stored in the identity users table: leave table out',
    });
  });
});

describe('joined columns and filters (join)', () => {
  it('resolve a joined column as text and a joined filter as a contains text filter', () => {
    const { columns, filters } = resolveEntity(people).list;
    expect(columns[1]).toEqual({
      field: 'firstName',
      join: ['lastName'],
      label: 'Nome',
      format: 'text',
      sortable: false,
    });
    expect(filters[0]).toEqual({
      field: 'firstName',
      join: ['lastName'],
      param: 'Name',
      label: 'Nome do usuário',
      match: 'contains',
      input: 'text',
      hidden: false,
    });
  });

  it('show the non-empty values joined with a space', () => {
    const column = { field: 'firstName', join: ['lastName'] };
    expect(columnValue(column, { firstName: 'Ana Paula', lastName: 'Ribeiro' })).toBe('Ana Paula Ribeiro');
    expect(columnValue(column, { firstName: 'Ana', lastName: null })).toBe('Ana');
    expect(columnValue(column, { firstName: '', lastName: undefined })).toBe('');
    expect(columnValue({ field: 'id', join: [] }, { id: 7 })).toBe(7);
  });

  it('name unknown fields, a format other than text and a match other than contains', () => {
    const file: EntityFile = {
      ...people,
      list: {
        columns: [{ field: 'firstName', join: ['sobrenome'], format: 'cpf' }],
        filters: [{ field: 'firstName', join: ['lastName'], match: 'prefix' }],
      },
    };
    const messages = validateEntityFile('people.json', file, new Set(['people'])).errors.map(
      (error) => `${error.path}: ${error.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/list\/columns\/0\/join\/0: unknown field "sobrenome"/),
        '/list/columns/0/format: a column with join shows text: leave the format out',
        '/list/filters/0/match: a filter with join matches words: only "contains"',
      ]),
    );
  });
});

describe('variantFor: a form variant as one profile sees it', () => {
  it('drops a field limited to other profiles from the fields and the required list', () => {
    const entity = resolveEntity(people);
    const manager = variantFor(entity, 'create', 'Manager');
    expect(manager.fields).not.toContain('clientId');
    expect(manager.required).not.toContain('clientId');
    expect(manager.ui).not.toHaveProperty('clientId');
    expect(manager.sameAs).toEqual({ passwordConfirmation: 'password' });
    expect(variantFor(entity, 'create', 'Admin')).toBe(entity.forms.create);
    expect(formJsonSchema(entity, 'create', 'Manager').required).not.toContain('clientId');
    expect(formJsonSchema(entity, 'create', 'Manager').properties).not.toHaveProperty('clientId');
    expect(formJsonSchema(entity, 'create').required).toContain('clientId');
  });
});
