import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import {
  justifications,
  pointsOfInterest,
  products,
  referenceGroups,
  references,
  routes,
} from '../db/generated/entity-tables.ts';
import { fenceAround, seedReferenceDetails, WEEKS } from './reference-details.ts';

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

/**
 * Well-known Brazilian logistics places: [code, name, description, group code, load, unload, centre]. The
 * centre is where the place's geofence is drawn.
 */
const REFERENCES = [
  [
    'STS-T1',
    'Porto de Santos – Terminal 1',
    'Terminal de granéis da margem direita',
    'PORTO',
    false,
    true,
    [-23.9608, -46.3336],
  ],
  [
    'PNG-COR',
    'Porto de Paranaguá – Corredor de Exportação',
    'Berços de granéis sólidos',
    'PORTO',
    false,
    true,
    [-25.5005, -48.5206],
  ],
  [
    'CPS-CD',
    'CD Campinas',
    'Centro de distribuição às margens da Rod. dos Bandeirantes',
    'CD',
    true,
    true,
    [-22.9056, -47.0608],
  ],
  [
    'SP-CD',
    'CD São Paulo – Vila Leopoldina',
    'Centro de distribuição urbano',
    'CD',
    true,
    true,
    [-23.5136, -46.6877],
  ],
  ['CWB-CD', 'CD Curitiba – CIC', 'Cidade Industrial de Curitiba', 'CD', true, true, [-25.4284, -49.2733]],
  ['GYN-CD', 'CD Goiânia', 'Polo logístico da BR-153', 'CD', true, true, [-16.6869, -49.2648]],
  [
    'PLN-REF',
    'Refinaria de Paulínia',
    'Portaria de carregamento',
    'USINA',
    true,
    false,
    [-22.7611, -47.1542],
  ],
  ['RAO-USN', 'Usina Ribeirão Preto', 'Usina de açúcar e etanol', 'USINA', true, false, [-21.1775, -47.8103]],
  [
    'ROO-TRM',
    'Terminal de grãos Rondonópolis',
    'Terminal ferroviário de grãos (MT)',
    'FAZENDA',
    true,
    true,
    [-16.4673, -54.6372],
  ],
  [
    'SRS-ARM',
    'Armazém Sorriso',
    'Armazém de soja e milho (MT)',
    'FAZENDA',
    true,
    false,
    [-12.5425, -55.7211],
  ],
] as const;

/**
 * Places drivers stop at on the way, [name, description, latitude, longitude]: the location refresh names a
 * vehicle's position after the nearest reference or point of interest.
 */
const POINTS_OF_INTEREST = [
  ['Pátio Regulador de Cubatão', 'Triagem de caminhões para o Porto de Santos', -23.8797, -46.4031],
  ['Posto Graal Anhanguera km 105', 'Parada de caminhoneiros em Campinas (SP-330)', -22.8645, -47.1302],
  ['Balança DER Rod. dos Imigrantes km 38', 'Posto de pesagem de veículos de carga', -23.8467, -46.5621],
  ['Posto Castelo km 70', 'Parada na Rod. Castello Branco', -23.4372, -47.3125],
  ['Pátio de Triagem de Paranaguá', 'Pátio de espera para o Corredor de Exportação', -25.5381, -48.5457],
  ['Posto Trevão de Goiânia', 'Parada na BR-153', -16.6021, -49.2457],
  ['Balança PRF Rondonópolis BR-163', 'Posto de pesagem de graneleiros', -16.4852, -54.5902],
  ['Posto Sorriso Norte BR-163', 'Parada de graneleiros em Sorriso (MT)', -12.5102, -55.7096],
] as const;

/** [origin code, destination code] of the routes the demo operations run. */
const ROUTES = [
  ['CPS-CD', 'STS-T1'],
  ['SP-CD', 'STS-T1'],
  ['CWB-CD', 'PNG-COR'],
  ['ROO-TRM', 'STS-T1'],
  ['SRS-ARM', 'ROO-TRM'],
  ['GYN-CD', 'SP-CD'],
  ['RAO-USN', 'STS-T1'],
  ['PLN-REF', 'CPS-CD'],
] as const;

async function seedReferencesAndRoutes(tx: Transaction) {
  const groups = await tx
    .select({ id: referenceGroups.id, code: referenceGroups.code })
    .from(referenceGroups)
    .where(inArray(referenceGroups.code, [...new Set(REFERENCES.map((reference) => reference[3]))]));
  const groupId = new Map(groups.map((group) => [group.code, group.id]));
  const created = await tx
    .insert(references)
    .values(
      REFERENCES.map(([referenceCode, name, description, group, isLoad, isUnload]) => ({
        referenceCode,
        name,
        description,
        referenceGroupId: groupId.get(group)!,
        isLoad,
        isUnload,
        isReferenceVisible: true,
      })),
    )
    .returning({ id: references.id, code: references.referenceCode });
  const referenceId = new Map(created.map((reference) => [reference.code, reference.id]));
  // Ports and terminals spread wider than a distribution centre's yard.
  for (const [code, name, , group, , , centre] of REFERENCES)
    await seedReferenceDetails(
      tx,
      referenceId.get(code)!,
      name,
      fenceAround(centre, group === 'PORTO' || group === 'FAZENDA' ? 600 : 250),
      WEEKS[group]!,
    );
  await tx.insert(routes).values(
    ROUTES.map(([origin, destination]) => ({
      originId: referenceId.get(origin)!,
      destinationId: referenceId.get(destination)!,
    })),
  );
}

/**
 * The control tower's catalogues: products and justifications (one inactive of each, as in real use),
 * references at real places with their fences and weeks, the routes between them and points of interest.
 */
export async function seedControlTower(tx: Transaction) {
  await seedReferencesAndRoutes(tx);
  await tx.insert(pointsOfInterest).values(
    POINTS_OF_INTEREST.map(([name, description, latitude, longitude]) => ({
      name,
      description,
      latitude,
      longitude,
    })),
  );
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
