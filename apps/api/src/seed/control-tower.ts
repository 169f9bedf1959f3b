import type { Transaction } from '../db/database.ts';
import { justifications, products } from '../db/generated/entity-tables.ts';

/** [code, name, description, type] of the products the demo clients carry. */
const PRODUCTS = [
  ['SOJA', 'Soja em grãos', 'Soja a granel para exportação', 'Bulk'],
  ['MILHO', 'Milho em grãos', 'Milho a granel', 'Bulk'],
  ['FARELO', 'Farelo de soja', 'Farelo de soja a granel', 'Bulk'],
  ['ACUCAR', 'Açúcar VHP', 'Açúcar bruto a granel para exportação', 'Bulk'],
  ['FERT', 'Fertilizante', 'Fertilizante ensacado em big bags', 'DryLoad'],
  ['PALETE', 'Carga paletizada', 'Mercadoria paletizada de distribuição', 'DryLoad'],
  ['CAFE', 'Café em sacas', 'Café verde em sacas de 60 kg', 'DryLoad'],
  ['CELUL', 'Celulose', 'Fardos de celulose', 'DryLoad'],
  ['CONT', 'Contêiner', 'Contêiner de 40 pés', 'Other'],
] as const;

/** [code, description, type] of the reasons for cancelling or modifying a programming. */
const JUSTIFICATIONS = [
  ['CLI-CANC', 'Cancelado a pedido do cliente', 'Cancellation'],
  ['VEIC-MAN', 'Veículo em manutenção', 'Cancellation'],
  ['SEM-CARGA', 'Carga não disponível na origem', 'Cancellation'],
  ['CLIMA', 'Condições climáticas adversas', 'Cancellation'],
  ['ROTA-ALT', 'Alteração de rota solicitada', 'Modification'],
  ['JANELA', 'Mudança na janela de carregamento', 'Modification'],
  ['VOLUME', 'Ajuste de volume', 'Modification'],
] as const;

/** The control tower's catalogues: products and justifications (one inactive of each, as in real use). */
export async function seedControlTower(tx: Transaction) {
  await tx.insert(products).values(
    PRODUCTS.map(([code, name, description, type], index) => ({
      code,
      name,
      description,
      type,
      isActive: index !== PRODUCTS.length - 1,
    })),
  );
  await tx.insert(justifications).values(
    JUSTIFICATIONS.map(([code, description, type], index) => ({
      code,
      description,
      type,
      isActive: index !== JUSTIFICATIONS.length - 1,
    })),
  );
}
