import { describe, expect, it } from 'vitest';
import {
  afterErrors,
  atMostErrors,
  decimalErrors,
  decimalPlaces,
  differentFromErrors,
  requiredWhenErrors,
  resolveEntity,
} from './index.ts';
import type { EntityFile } from './index.ts';

const prizeFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'prizes',
  label: { singular: 'Prêmio', plural: 'Prêmios', gender: 'm' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    low: { type: 'number', title: 'Mínimo', minimum: 0, maximum: 100, decimals: 2, atMost: 'high' },
    high: { type: 'number', title: 'Máximo', minimum: 0, maximum: 100, decimals: 2 },
    value: { type: 'number', title: 'Valor', minimum: 0, maximum: 1000, decimals: 2 },
  },
  forms: {
    ui: { low: { errorMessages: { atMost: 'O mínimo não pode passar do máximo.' } } },
    create: { fields: ['low', 'high', 'value'], required: ['low', 'high', 'value'] },
    edit: { fields: ['low', 'value'], required: ['low', 'value'] },
  },
  list: { columns: ['low'] },
  permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: [] },
  api: { basePath: '/v1/prizes' },
  routes: { base: '/prizes/' },
  storage: { noOverlap: { from: 'low', to: 'high', among: ['value'] } },
};
const prizes = resolveEntity(prizeFile);

describe('exact decimals', () => {
  it('counts the digits after the point of the decimal text a number is written as', () => {
    expect(decimalPlaces(150.35)).toBe(2);
    expect(decimalPlaces(100)).toBe(0);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(-2.5e-3)).toBe(4);
    expect(decimalPlaces(1e21)).toBe(0);
  });

  it('refuses more digits than the field keeps, with the generic pt-BR message', () => {
    expect(decimalErrors(prizes, 'create', { low: 10.07, high: 0.1 + 0.2, value: 2.675 })).toEqual({
      high: 'O campo Máximo aceita no máximo 2 casas decimais.',
      value: 'O campo Valor aceita no máximo 2 casas decimais.',
    });
    expect(decimalErrors(prizes, 'create', { low: 1, high: 99.99, value: 'x' })).toEqual({});
  });
});

describe('atMost: a field may not exceed another', () => {
  it("refuses a minimum above its maximum under the minimum, with the schema's message", () => {
    expect(atMostErrors(prizes, 'create', { low: 80.01, high: 80, value: 1 })).toEqual({
      low: 'O mínimo não pode passar do máximo.',
    });
    expect(atMostErrors(prizes, 'create', { low: 80, high: 80, value: 1 })).toEqual({});
  });

  it('says nothing while either is empty, or in a form that lacks the other field', () => {
    expect(atMostErrors(prizes, 'create', { low: 80 })).toEqual({});
    expect(atMostErrors(prizes, 'edit', { low: 80, high: 10 })).toEqual({});
  });

  it('has a generic message naming both fields', () => {
    const plain = resolveEntity({ ...prizeFile, forms: { ...prizeFile.forms, ui: {} } });
    expect(atMostErrors(plain, 'create', { low: 9, high: 8 })).toEqual({
      low: 'O campo Mínimo não pode ser maior que o campo Máximo.',
    });
  });
});

describe('storage.noOverlap', () => {
  it('gets a generated message when the schema writes none', () => {
    expect(prizes.storage.noOverlap).toEqual({
      from: 'low',
      to: 'high',
      among: ['value'],
      message: 'Já existe um prêmio ativo neste intervalo ({from} a {to}).',
    });
  });
});

describe('differentFrom', () => {
  const trips = resolveEntity({
    $schema: './entity.schema.json',
    id: 'trips',
    label: { singular: 'Viagem', plural: 'Viagens', gender: 'f' },
    fields: {
      id: { type: 'integer', title: '#', readOnly: true },
      from: { type: 'integer', title: 'Origem' },
      to: { type: 'integer', title: 'Destino', differentFrom: 'from' },
    },
    forms: {
      ui: { to: { errorMessages: { differentFrom: 'Origem e destino não podem ser iguais.' } } },
      create: { fields: ['from', 'to'], required: ['from', 'to'] },
      edit: { fields: ['to'], required: ['to'] },
    },
    list: { columns: ['from'] },
    permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: [] },
    api: { basePath: '/v1/trips' },
    routes: { base: '/trips/' },
  });

  it('refuses a value equal to the other field under the field that declares it, with its message', () => {
    expect(differentFromErrors(trips, 'create', { from: 3, to: 3 })).toEqual({
      to: 'Origem e destino não podem ser iguais.',
    });
    // A select may hand over the id as text: still the same record.
    expect(differentFromErrors(trips, 'create', { from: 3, to: '3' })).toHaveProperty('to');
    expect(differentFromErrors(trips, 'create', { from: 3, to: 4 })).toEqual({});
  });

  it('says nothing while either is empty, or in a form without the other field', () => {
    expect(differentFromErrors(trips, 'create', { from: 3 })).toEqual({});
    expect(differentFromErrors(trips, 'create', { from: '', to: '' })).toEqual({});
    expect(differentFromErrors(trips, 'edit', { from: 3, to: 3 })).toEqual({});
  });

  it('takes several fields: each equal one is refused, naming the first it equals', () => {
    const rig = resolveEntity({
      $schema: './entity.schema.json',
      id: 'rigs',
      label: { singular: 'Conjunto', plural: 'Conjuntos', gender: 'm' },
      fields: {
        id: { type: 'integer', title: '#', readOnly: true },
        truck: { type: 'integer', title: 'Placa principal' },
        trailer1: { type: 'integer', title: 'Semirreboque 1', differentFrom: ['truck'] },
        trailer2: { type: 'integer', title: 'Semirreboque 2', differentFrom: ['truck', 'trailer1'] },
      },
      forms: { create: { fields: ['truck', 'trailer1', 'trailer2'], required: ['truck'] } },
      list: { columns: ['truck'] },
      permissions: { list: ['Admin'], create: ['Admin'], edit: [], delete: [] },
      api: { basePath: '/v1/rigs' },
      routes: { base: '/rigs/' },
    });
    expect(differentFromErrors(rig, 'create', { truck: 5, trailer1: 5, trailer2: 5 })).toEqual({
      trailer1: 'O campo Semirreboque 1 deve ser diferente do campo Placa principal.',
      trailer2: 'O campo Semirreboque 2 deve ser diferente do campo Placa principal.',
    });
    expect(differentFromErrors(rig, 'create', { truck: 5, trailer1: 6, trailer2: '6' })).toEqual({
      trailer2: 'O campo Semirreboque 2 deve ser diferente do campo Semirreboque 1.',
    });
    expect(differentFromErrors(rig, 'create', { truck: 5, trailer1: 6, trailer2: 7 })).toEqual({});
  });
});

/** A trip with a departure, an arrival after it, and a return place asked for only when it returns elsewhere. */
const tripFile: EntityFile = {
  $schema: './entity.schema.json',
  id: 'trips',
  label: { singular: 'Viagem', plural: 'Viagens', gender: 'f' },
  fields: {
    id: { type: 'integer', title: '#', readOnly: true },
    departure: { type: 'string', title: 'Saída prevista', format: 'date-time' },
    arrival: { type: 'string', title: 'Chegada prevista', format: 'date-time', after: 'departure' },
    isReturn: { type: 'boolean', title: 'Retorno diferente da origem?' },
    returnId: { type: 'integer', title: 'Retorno', requiredWhen: 'isReturn' },
  },
  forms: {
    create: { fields: ['departure', 'arrival', 'isReturn', 'returnId'], required: ['departure'] },
    edit: { fields: ['arrival', 'returnId'], required: [] },
  },
  list: { columns: ['departure'] },
  permissions: { list: ['Admin'], create: ['Admin'], edit: ['Admin'], delete: [] },
  api: { basePath: '/v1/trips' },
  routes: { base: '/trips/' },
};
const trips = resolveEntity(tripFile);

describe('after: a date-time after another', () => {
  const refused = { arrival: 'O campo Chegada prevista deve ser posterior ao campo Saída prevista.' };

  it('refuses an arrival before its departure, as texts and as Date objects, under the arrival', () => {
    expect(
      afterErrors(trips, 'create', { departure: '2026-01-02T10:00', arrival: '2026-01-02T09:59' }),
    ).toEqual(refused);
    const departure = new Date('2026-01-02T13:00:00Z');
    expect(afterErrors(trips, 'create', { departure, arrival: new Date('2026-01-02T12:00:00Z') })).toEqual(
      refused,
    );
    // A Date against the text the browser wrote: the instant is compared, not the spelling.
    expect(afterErrors(trips, 'create', { departure, arrival: '2026-01-02T09:00:00-03:00' })).toEqual(
      refused,
    );
  });

  it('refuses the same instant, however it is written', () => {
    expect(
      afterErrors(trips, 'create', { departure: '2026-01-02T10:00', arrival: '2026-01-02T10:00' }),
    ).toEqual(refused);
    // 10:00 in São Paulo (the tests' TZ) is 13:00 UTC.
    expect(
      afterErrors(trips, 'create', { departure: '2026-01-02T10:00', arrival: '2026-01-02T13:00:00.000Z' }),
    ).toEqual(refused);
    expect(
      afterErrors(trips, 'create', {
        departure: new Date('2026-01-02T13:00:00Z'),
        arrival: new Date('2026-01-02T13:00:00Z'),
      }),
    ).toEqual(refused);
  });

  it('accepts a later arrival, a minute is enough', () => {
    expect(
      afterErrors(trips, 'create', { departure: '2026-01-02T10:00', arrival: '2026-01-02T10:01' }),
    ).toEqual({});
    expect(
      afterErrors(trips, 'create', {
        departure: new Date('2026-01-02T13:00:00Z'),
        arrival: '2026-01-02T10:01:00-03:00',
      }),
    ).toEqual({});
  });

  it('says nothing while either is missing or not an instant, or in a form without the other field', () => {
    expect(afterErrors(trips, 'create', { arrival: '2026-01-02T09:00' })).toEqual({});
    expect(afterErrors(trips, 'create', { departure: '2026-01-02T10:00' })).toEqual({});
    expect(afterErrors(trips, 'create', { departure: null, arrival: '' })).toEqual({});
    expect(afterErrors(trips, 'create', { departure: '2026-01-02T10:00', arrival: 'amanhã' })).toEqual({});
    expect(
      afterErrors(trips, 'edit', { departure: '2026-01-02T10:00', arrival: '2026-01-02T09:00' }),
    ).toEqual({});
  });

  it("takes the form's own message when the schema writes one", () => {
    const message = 'A chegada prevista deve ser posterior à saída prevista.';
    const own = resolveEntity({
      ...tripFile,
      forms: { ...tripFile.forms, ui: { arrival: { errorMessages: { after: message } } } },
    });
    expect(
      afterErrors(own, 'create', { departure: '2026-01-02T10:00', arrival: '2026-01-02T08:00' }),
    ).toEqual({
      arrival: message,
    });
  });
});

describe('requiredWhen: required only while a boolean is true', () => {
  it('asks for the field while the boolean is true, with the required message', () => {
    expect(requiredWhenErrors(trips, 'create', { isReturn: true })).toEqual({
      returnId: 'O campo Retorno é obrigatório.',
    });
    expect(requiredWhenErrors(trips, 'create', { isReturn: true, returnId: null })).toHaveProperty(
      'returnId',
    );
    expect(requiredWhenErrors(trips, 'create', { isReturn: true, returnId: '' })).toHaveProperty('returnId');
    expect(requiredWhenErrors(trips, 'create', { isReturn: true, returnId: 4 })).toEqual({});
  });

  it('asks nothing while the boolean is false or absent, or in a form without it', () => {
    expect(requiredWhenErrors(trips, 'create', { isReturn: false })).toEqual({});
    expect(requiredWhenErrors(trips, 'create', {})).toEqual({});
    expect(requiredWhenErrors(trips, 'edit', { isReturn: true })).toEqual({});
  });

  it("takes the field's own required message", () => {
    const own = resolveEntity({
      ...tripFile,
      forms: {
        ...tripFile.forms,
        ui: { returnId: { errorMessages: { required: 'Informe a referência de retorno.' } } },
      },
    });
    expect(requiredWhenErrors(own, 'create', { isReturn: true })).toEqual({
      returnId: 'Informe a referência de retorno.',
    });
  });
});
