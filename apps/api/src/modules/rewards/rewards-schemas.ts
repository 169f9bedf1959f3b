import type { JsonSchema } from '../../http/envelope.ts';
import { MAX_PERIOD_MONTHS } from './report-period.ts';

// Strings, not integers: the handlers read them and answer a bad value with a pt-BR message of their own.
const MONTH_PARAMS = {
  Month: { type: 'string', description: 'Mês, de 1 a 12.', examples: ['10'] },
  Year: { type: 'string', description: 'Ano, com quatro dígitos.', examples: ['2026'] },
};

export const monthQuerySchema: JsonSchema = {
  type: 'object',
  properties: {
    ...MONTH_PARAMS,
    MotoristaCpf: { type: 'string', description: 'O início do CPF do motorista (pontuação ignorada).' },
    MotoristaNome: { type: 'string', description: 'Parte do nome do motorista.' },
  },
};

export const reportQuerySchema: JsonSchema = {
  type: 'object',
  description:
    'O período é o intervalo InicioIntervalo–FimIntervalo (os meses em que as datas caem, pois os resultados ' +
    `são mensais; no máximo ${MAX_PERIOD_MONTHS} meses) ou, sem intervalo, o mês de Month e Year.`,
  properties: {
    ...MONTH_PARAMS,
    InicioIntervalo: { type: 'string', description: 'Data inicial (AAAA-MM-DD).', examples: ['2026-10-01'] },
    FimIntervalo: { type: 'string', description: 'Data final (AAAA-MM-DD).', examples: ['2026-10-31'] },
    MotoristaNome: { type: 'string', description: 'Parte do nome do motorista, sem diferenciar maiúsculas.' },
    MotoristaCpf: { type: 'string', description: 'O início do CPF do motorista (pontuação ignorada).' },
  },
};

export const clientsSchema: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
};

const percentage = { type: ['number', 'null'], description: 'De 0 a 100, com duas casas.' };
const ranked = (field: string) => ({
  type: 'array',
  description: 'Os melhores motoristas elegíveis do mês (até 10), do maior percentual ao menor.',
  items: {
    type: 'object',
    required: ['driverName', 'driverCpf', field],
    properties: {
      driverName: { type: ['string', 'null'] },
      driverCpf: { type: 'string', description: 'Só dígitos.' },
      [field]: { type: 'number' },
    },
  },
});

export const dashboardSchema: JsonSchema = {
  type: 'object',
  required: [
    'clientName',
    'inertiaPrizePercentage',
    'motorLoadPrizePercentage',
    'driversByInertia',
    'driversByMotorLoad',
    'drivers',
    'eligibleDrivers',
  ],
  properties: {
    clientName: { type: 'string' },
    inertiaPrizePercentage: {
      ...percentage,
      description:
        'Atingimento de Inércia do cliente no mês: o dos motoristas elegíveis, ponderado pelo tempo de direção.',
    },
    motorLoadPrizePercentage: { ...percentage, description: 'Atingimento de Carga no motor, idem.' },
    driversByInertia: ranked('inertiaPercentage'),
    driversByMotorLoad: ranked('motorLoadPercentage'),
    drivers: { type: 'integer', description: 'Motoristas com resultado no mês.' },
    eligibleDrivers: { type: 'integer', description: 'Dos quais rodaram a distância mínima para premiação.' },
  },
};

const money = { type: 'number', description: 'Em reais (BRL).' };

export const reportSchema: JsonSchema = {
  type: 'object',
  required: ['clientName', 'performanceByDrivers', 'totals'],
  properties: {
    clientName: {
      type: ['string', 'null'],
      description: 'O cliente do relatório (null nos de vários clientes).',
    },
    performanceByDrivers: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'clientId',
          'clientName',
          'plate',
          'driverCpf',
          'driverName',
          'fleetName',
          'motorLoadPercentage',
          'engineLoadPrize',
          'inertiaPercentage',
          'inertiaPrize',
          'totalPrize',
          'eligible',
          'distanceKm',
        ],
        properties: {
          clientId: { type: 'integer' },
          clientName: { type: 'string' },
          year: { type: 'integer', description: 'Nos relatórios por mês.' },
          month: { type: 'integer', description: 'Nos relatórios por mês.' },
          plate: { type: ['string', 'null'], description: 'A placa mais dirigida no último mês do período.' },
          driverCpf: { type: 'string', description: 'Só dígitos.' },
          driverName: { type: ['string', 'null'] },
          fleetName: { type: ['string', 'null'], description: 'A operação do motorista.' },
          motorLoadPercentage: {
            ...percentage,
            description: 'Carga no motor, ponderada pelo tempo de direção.',
          },
          engineLoadPrize: money,
          inertiaPercentage: { ...percentage, description: 'Inércia, ponderada pelo tempo de direção.' },
          inertiaPrize: money,
          totalPrize: money,
          eligible: { type: 'boolean', description: 'Rodou a distância mínima (em algum mês do período).' },
          distanceKm: { type: 'number' },
        },
      },
    },
    totals: {
      type: 'object',
      required: ['drivers', 'engineLoadPrize', 'inertiaPrize', 'totalPrize'],
      properties: {
        drivers: { type: 'integer' },
        engineLoadPrize: money,
        inertiaPrize: money,
        totalPrize: money,
      },
    },
  },
};
