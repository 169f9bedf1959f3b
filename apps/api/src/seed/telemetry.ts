import { and, asc, eq, inArray } from 'drizzle-orm';
import { trackingLogs, vehiclePlates } from '../db/generated/entity-tables.ts';
import type { Transaction } from '../db/database.ts';
import { cpfFrom } from './documents.ts';
import { insertFromJson } from './json-insert.ts';

/**
 * A month of tracker readings for the demo fleet: each vehicle drives a real road between two demo places
 * (waypoints along the highway, interpolated), out in the morning and back in the afternoon on working days,
 * with a reading every two minutes. Engine load and accelerator follow each driver's habits, so the readings
 * give each driver a distinct performance. Deterministic: the same `now` gives the same readings.
 */

type Point = readonly [latitude: number, longitude: number];

/** Real roads between the demo places, as waypoints along the highway. */
export const DEMO_ROADS: readonly { name: string; waypoints: readonly Point[] }[] = [
  {
    name: 'Campinas → São Paulo (Rod. dos Bandeirantes, SP-348)',
    waypoints: [
      [-22.9056, -47.0608],
      [-22.9843, -47.0128],
      [-23.0856, -46.9563],
      [-23.1857, -46.8978],
      [-23.3062, -46.8227],
      [-23.4219, -46.7544],
      [-23.5136, -46.6877],
    ],
  },
  {
    name: 'São Paulo → Santos (Via Anchieta, SP-150)',
    waypoints: [
      [-23.5869, -46.6109],
      [-23.6914, -46.5646],
      [-23.7751, -46.5309],
      [-23.8498, -46.4541],
      [-23.895, -46.425],
      [-23.9608, -46.3336],
    ],
  },
  {
    name: 'Paulínia → Ribeirão Preto (Rod. Anhanguera, SP-330)',
    waypoints: [
      [-22.7611, -47.1542],
      [-22.5645, -47.4017],
      [-22.3572, -47.3842],
      [-21.996, -47.4257],
      [-21.7051, -47.4837],
      [-21.4672, -47.6158],
      [-21.1775, -47.8103],
    ],
  },
  {
    name: 'Curitiba → Paranaguá (BR-277)',
    waypoints: [
      [-25.4284, -49.2733],
      [-25.4723, -49.1504],
      [-25.5029, -48.9942],
      [-25.5334, -48.8252],
      [-25.5246, -48.6668],
      [-25.5163, -48.5225],
    ],
  },
  {
    name: 'Belo Horizonte → Sete Lagoas (BR-040)',
    waypoints: [
      [-19.9167, -43.9345],
      [-19.8361, -43.9727],
      [-19.7345, -44.0242],
      [-19.6243, -44.0455],
      [-19.5354, -44.1045],
      [-19.4658, -44.2467],
    ],
  },
];

/** Drivers of the demo fleet as their trackers report them, with how economically each one drives. */
const DEMO_DRIVERS: readonly { name: string; cpfBase: number; economy: number }[] = [
  { name: 'João Carlos da Silva', cpfBase: 123456780, economy: 0.92 },
  { name: 'Marcos Antônio Pereira', cpfBase: 234567810, economy: 0.81 },
  { name: 'Patrícia Campos Vieira', cpfBase: 345678120, economy: 0.95 },
  { name: 'Rogério Alves Costa', cpfBase: 456781230, economy: 0.58 },
  { name: 'Luciana Ferreira Gomes', cpfBase: 567812340, economy: 0.87 },
  { name: 'Paulo Henrique Souza', cpfBase: 678123450, economy: 0.66 },
  { name: 'Francisco das Chagas Lima', cpfBase: 781234560, economy: 0.74 },
  { name: 'Sérgio Luiz Martins', cpfBase: 812345670, economy: 0.9 },
  { name: 'Cláudio Roberto Nunes', cpfBase: 912345680, economy: 0.52 },
  { name: 'Edson Barbosa Teixeira', cpfBase: 102345679, economy: 0.78 },
  { name: 'Juliana Mendes Rocha', cpfBase: 213456789, economy: 0.84 },
  { name: 'Valdir José Cardoso', cpfBase: 324567891, economy: 0.69 },
];

const READING_INTERVAL_MS = 2 * 60_000;
const DAY_MS = 86_400_000;
const EARTH_RADIUS_M = 6_371_000;

/** A small deterministic pseudo-random generator (mulberry32), so the seed is the same on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function distanceMetres([lat1, lon1]: Point, [lat2, lon2]: Point): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** The point `metres` along a polyline (clamped to its ends). */
function pointAlong(waypoints: readonly Point[], metres: number): Point {
  let left = metres;
  for (let i = 1; i < waypoints.length; i++) {
    const from = waypoints[i - 1]!;
    const to = waypoints[i]!;
    const leg = distanceMetres(from, to);
    if (left <= leg) {
      const share = leg === 0 ? 0 : left / leg;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    left -= leg;
  }
  return waypoints.at(-1)!;
}

function roadLength(waypoints: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < waypoints.length; i++) total += distanceMetres(waypoints[i - 1]!, waypoints[i]!);
  return total;
}

export type TelemetryRow = typeof trackingLogs.$inferInsert;

/** One vehicle's readings of one trip, from `start`, along `waypoints`. */
function tripReadings(
  trip: { waypoints: readonly Point[]; start: Date; odometerMetres: number },
  vehicle: { plate: string; clientId: number },
  driver: { name: string; cpfBase: number; economy: number },
  random: () => number,
): { rows: TelemetryRow[]; metres: number } {
  const length = roadLength(trip.waypoints);
  const rows: TelemetryRow[] = [];
  let travelled = 0;
  let at = trip.start.getTime();
  const reading = (speed: number, engineLoad: number, accelerator: number) => {
    const [latitude, longitude] = pointAlong(trip.waypoints, travelled);
    rows.push({
      placa: vehicle.plate,
      motoristaNome: driver.name,
      motoristaCpf: cpfFrom(driver.cpfBase),
      clientId: vehicle.clientId,
      engineLoad: Math.round(engineLoad * 10) / 10,
      posicaoAcelerador: Math.round(accelerator * 10) / 10,
      velocidade: Math.round(speed),
      odometro: Math.round(trip.odometerMetres + travelled),
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      savedAt: new Date(at),
    });
    at += READING_INTERVAL_MS;
  };
  reading(0, 12 + random() * 6, 0); // engine idling before leaving
  while (travelled < length) {
    const speed = 55 + random() * 35;
    // An economical driver rolls in gear more (Inércia) and, under power, keeps the load in the band more
    // (Carga no motor): economy 0.52 gives about 42 % and 49 %, economy 0.95 about 85 % and 93 %, so the demo
    // drivers fall in every bonus range. Rolling in gear the engine still carries a light load, inside the band.
    const coasting = random() < driver.economy - 0.1;
    const efficient = random() < driver.economy - 0.4;
    const engineLoad = coasting ? 40 + random() * 8 : efficient ? 45 + random() * 30 : 86 + random() * 12;
    const accelerator = coasting ? 0 : efficient ? 20 + random() * 30 : 60 + random() * 38;
    travelled = Math.min(length, travelled + (speed * 1000 * READING_INTERVAL_MS) / 3_600_000);
    reading(speed, engineLoad, accelerator);
  }
  reading(0, 10 + random() * 5, 0); // arrived, engine idling
  return { rows, metres: length };
}

/** A new driver who drove once, one way, this month: too little distance for prizes (not eligible). */
const TRAINEE = { name: 'Renan Oliveira Prado', cpfBase: 435261789, economy: 0.8 };

/** The trainee's single trip, in the first vehicle at 10:00 in São Paulo on the last working day. */
function traineeReadings(
  plate: { plate: string | null; clientId: number | null } | undefined,
  today: number,
  random: () => number,
): TelemetryRow[] {
  if (!plate?.plate || plate.clientId === null) return [];
  let day = today - DAY_MS;
  while ([0, 6].includes(new Date(day).getUTCDay())) day -= DAY_MS;
  const trip = tripReadings(
    {
      waypoints: DEMO_ROADS[1]!.waypoints,
      start: new Date(day + 13 * 3_600_000),
      odometerMetres: 90_000_000,
    },
    { plate: plate.plate, clientId: plate.clientId },
    TRAINEE,
    random,
  );
  return trip.rows;
}

/**
 * The readings of the last 30 days for the active plates of the first clients, at most `vehicles` of them.
 * Each plate has one regular driver; the first plate's even days go to the spare driver (the last one), and a
 * trainee drives the first plate once.
 */
export async function seedTelemetry(
  tx: Transaction,
  clientIds: readonly number[],
  now: Date,
  vehicles = DEMO_DRIVERS.length - 1,
): Promise<number> {
  const plates = await tx
    .select({ plate: vehiclePlates.plate, clientId: vehiclePlates.clientId })
    .from(vehiclePlates)
    .where(and(inArray(vehiclePlates.clientId, clientIds.slice(0, 3)), eq(vehiclePlates.isActive, true)))
    .orderBy(asc(vehiclePlates.id))
    .limit(vehicles);
  const random = randomFrom(20_251_122);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: TelemetryRow[] = [];
  plates.forEach((plate, v) => {
    if (plate.plate === null || plate.clientId === null) return;
    const vehicle = { plate: plate.plate, clientId: plate.clientId };
    const road = DEMO_ROADS[v % DEMO_ROADS.length]!;
    let odometerMetres = 150_000_000 + v * 12_345_000;
    for (let daysAgo = 30; daysAgo >= 1; daysAgo--) {
      const day = new Date(today - daysAgo * DAY_MS);
      const weekday = day.getUTCDay();
      if (weekday === 0 || (weekday === 6 && v % 2 === 0)) continue; // Sundays off; half the fleet works Saturdays
      const driver =
        DEMO_DRIVERS[v === 0 && daysAgo % 2 === 0 ? DEMO_DRIVERS.length - 1 : v % DEMO_DRIVERS.length]!;
      // 06:00–08:00 out and 13:00–15:00 back, São Paulo time (UTC−3).
      const out = new Date(day.getTime() + Math.round((9 + random() * 2) * 60) * 60_000);
      const back = new Date(day.getTime() + Math.round((16 + random() * 2) * 60) * 60_000);
      for (const [start, waypoints] of [
        [out, road.waypoints],
        [back, [...road.waypoints].reverse()],
      ] as const) {
        const trip = tripReadings({ waypoints, start, odometerMetres }, vehicle, driver, random);
        rows.push(...trip.rows);
        odometerMetres += trip.metres;
      }
    }
  });
  rows.push(...traineeReadings(plates[0], today, random));
  await insertFromJson(tx, trackingLogs, rows);
  return rows.length;
}
