import type { EntityRecord } from '../../core/index.ts';

/** [name, description, latitude, longitude] of the stops, checkpoints and hazards along the trips' roads. */
const POINTS = [
  [
    'Posto Graal km 180 – Anhanguera',
    'Abastecimento, banho e estacionamento vigiado',
    -22.476612,
    -47.441583,
  ],
  [
    'Pátio regulador de Cubatão',
    'Triagem dos caminhões antes da descida ao porto de Santos',
    -23.884512,
    -46.41763,
  ],
  ['Balança DER – Bandeirantes km 69', null, -23.151204, -46.918437],
  ['Posto da PRF em Registro (BR-116)', 'Fiscalização de peso e documentos', -24.487531, -47.843612],
  ['Serra do Cafezal (BR-116)', 'Trecho de serra com neblina frequente', -24.058302, -47.258914],
  [
    'Posto Sinuelo – Sorriso (BR-163)',
    'Abastecimento e pernoite no médio-norte de Mato Grosso',
    -12.545318,
    -55.711204,
  ],
  ['Trevo de Rondonópolis', 'Entroncamento da BR-163 com a BR-364', -16.467135, -54.635721],
  ['Pátio de triagem de Paranaguá', 'Fila de espera para o corredor de exportação', -25.528714, -48.532106],
  ['Ponte internacional de Uruguaiana', 'Fila da aduana para Paso de los Libres', -29.752118, -57.085402],
  ['Estacionamento Porto Seco Campinas', null, -22.987826, -47.135614],
] as const;

/** Points of interest as the API returns them, newest last; two without a description. */
export function pointOfInterestFixtures(): EntityRecord[] {
  return POINTS.map(([name, description, latitude, longitude], index) => ({
    id: index + 1,
    name,
    description,
    latitude,
    longitude,
    createdAt: new Date(Date.UTC(2025, 10, 3 + index * 2, 13 + (index % 5), 20)).toISOString(),
    isActive: true,
  }));
}
