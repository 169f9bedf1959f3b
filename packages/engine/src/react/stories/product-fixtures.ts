import type { EntityRecord } from '../../core/index.ts';

/** [code, name, description, type] of the goods the control tower's trips carry. */
const PRODUCTS = [
  ['SOJA-GR', 'Soja em grãos', 'Soja a granel para exportação, umidade até 14%', 'Bulk'],
  ['MILHO-GR', 'Milho em grãos', 'Milho a granel da safra e da safrinha', 'Bulk'],
  ['FARELO-SOJA', 'Farelo de soja', 'Farelo peletizado a granel', 'Bulk'],
  ['ACUCAR-VHP', 'Açúcar VHP', 'Açúcar bruto a granel para exportação', 'Bulk'],
  ['FERT-NPK', 'Fertilizante NPK 04-14-08', 'Big bags de 1 tonelada', 'DryLoad'],
  ['CIMENTO-CP2', 'Cimento CP II-E-32', 'Sacos de 50 kg paletizados', 'DryLoad'],
  ['CELULOSE', 'Celulose em fardos', 'Fardos de celulose branqueada de eucalipto', 'DryLoad'],
  ['CAFE-SC', 'Café verde em sacas', 'Sacas de 60 kg para exportação', 'DryLoad'],
  ['ALGODAO', 'Algodão em pluma', 'Fardos prensados de cerca de 200 kg', 'DryLoad'],
  ['CONT-40HC', 'Contêiner 40 pés HC', 'Contêiner vazio em reposicionamento', 'Other'],
  ['MADEIRA-TORA', 'Madeira em toras', 'Eucalipto para celulose e serraria', 'Other'],
  ['CALCARIO', 'Calcário agrícola', 'Corretivo de solo a granel', 'Bulk'],
] as const;

/** Products as the API returns them, newest last; the fifth one inactive. */
export function productFixtures(): EntityRecord[] {
  return PRODUCTS.map(([code, name, description, type], index) => ({
    id: index + 1,
    code,
    name,
    description,
    type,
    isActive: index !== 4,
  }));
}
