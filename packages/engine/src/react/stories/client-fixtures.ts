import type { EntityRecord } from '../../core/index.ts';

const NAMES = [
  'Rodovia Sul Transportes',
  'Grãos do Oeste',
  'Pantanal Cargas',
  'Fazenda Santa Luzia',
  'TransAndes Internacional',
  'Distribuidora Capixaba',
  'Boi Gordo Transportes',
  'Contêiner Sul',
  'Milho de Ouro',
  'Eucalipto Vale',
  'Rápido Goiano',
  'Carga Pesada Guindastes',
  'Fertisul',
  'Translog Amazônia',
  'Cerrado Logística',
  'Expresso Paulista',
  'Frigorífico Serra Azul',
  'Usina Boa Vista',
  'Ligeirinho Entregas',
  'Porto Seco Campinas',
  'Café Mineiro Exportação',
  'Tanque Cheio Combustíveis',
  'Via Norte Cargas',
  'Soja Forte Agronegócio',
  'Madeireira Pinhal',
];

/** Check digits of a CNPJ base, so the fixtures carry valid numbers. */
function cnpjOf(base: string): string {
  const digit = (numbers: string) => {
    const weights =
      numbers.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = weights.reduce((sum, w, i) => sum + w * Number(numbers[i]), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

/** pt-BR clients as the API returns them, newest last, one in seven inactive. */
export function clientFixtures(count = 45): EntityRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length]!;
    const suffix = index >= NAMES.length ? ` ${Math.floor(index / NAMES.length) + 1}` : '';
    return {
      id: index + 1,
      nomeFantasia: `${name}${suffix}`,
      razaoSocial: `${name}${suffix} LTDA`,
      cnpj: cnpjOf(`${String(11222333 + index * 7919).padStart(8, '0')}0001`),
      createdAt: new Date(Date.UTC(2026, 0, 5 + index, 13, 30)).toISOString(),
      isActive: index % 7 !== 3,
    };
  });
}
