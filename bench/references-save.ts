/**
 * A reference with a 500-point fence saved (PUT with its week) and read back (GET) over real HTTP on
 * loopback, against the production API on a fresh PGlite database with the demo data. The budget:
 * under 200 ms each way.
 *
 * The fence is a 500-gon around the port of Santos, so the server's polygon check (every pair of edges) runs
 * on its worst case for the size; each save replaces the 500 points and the seven weekday rows in one
 * transaction.
 */
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDemoData } from '../apps/api/src/seed/index.ts';
import { startSignedInApi } from './lib/api-server.ts';
import { json } from './lib/http-series.ts';
import { isMain, progress, teardown, tempDir } from './lib/processes.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const POINTS = 500;
const WARM_UP = 5;
const ROUNDS = 50;
const BASE = '/v1/backoffice/references';

export interface ReferencesSaveResult {
  points: number;
  payloadKb: number;
  save: Summary;
  reload: Summary;
}

/** A regular polygon of `count` corners, radius about 700 m, around the port of Santos. */
function fence(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    return {
      index: i,
      latitude: Number((-23.9608 + 0.0063 * Math.cos(angle)).toFixed(7)),
      longitude: Number((-46.3336 + 0.0069 * Math.sin(angle)).toFixed(7)),
    };
  });
}

export async function measureReferencesSave(): Promise<ReferencesSaveResult> {
  const log = progress('references-save');
  try {
    const dataDir = join(tempDir('refs'), 'pglite');
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await database.migrate();
      await seedDemoData(database.db);
    } finally {
      await database.close();
    }
    const { base, token } = await startSignedInApi(dataDir, log);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await json<{ data: { itens: Array<{ id: number }> } }>(
      await fetch(`${base}${BASE}?code=STS-T1`, { headers }),
    );
    const id = list.data.itens[0]!.id;
    const current = await json<{ data: Record<string, unknown> }>(
      await fetch(`${base}${BASE}/${id}`, { headers }),
    );
    const { referenceCode, name, description, referenceGroupId, isLoad, isUnload, isReferenceVisible } =
      current.data;
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      startTime: '00:00:00',
      endTime: '23:59:00',
      contractedGateToGate: 120,
      totalGateToGate: 90,
    }));
    const body = JSON.stringify({
      id,
      reference: {
        referenceCode,
        name,
        description,
        referenceGroupId,
        isLoad,
        isUnload,
        isReferenceVisible,
        geofence: { name, type: 0, points: fence(POINTS) },
      },
      operatingHours: week,
    });
    log(
      `reference ${id}: PUT of ${POINTS} points (${(body.length / 1000).toFixed(1)} KB), then GET, x${ROUNDS}`,
    );
    const saves: number[] = [];
    const reloads: number[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
      let t0 = performance.now();
      const saved = await fetch(`${base}${BASE}/${id}`, { method: 'PUT', headers, body });
      await saved.arrayBuffer();
      if (!saved.ok) throw new Error(`save answered ${saved.status}`);
      const saveMs = performance.now() - t0;
      t0 = performance.now();
      const read = await json<{ data: { geofence: { points: unknown[] } } }>(
        await fetch(`${base}${BASE}/${id}`, { headers }),
      );
      const reloadMs = performance.now() - t0;
      if (read.data.geofence.points.length !== POINTS) throw new Error('the fence came back incomplete');
      if (i >= WARM_UP) {
        saves.push(saveMs);
        reloads.push(reloadMs);
      }
    }
    return {
      points: POINTS,
      payloadKb: body.length / 1000,
      save: summarize(saves),
      reload: summarize(reloads),
    };
  } finally {
    await teardown();
  }
}

export function printReferencesSave(result: ReferencesSaveResult) {
  console.log(`\nReference with a ${result.points}-point fence (${result.payloadKb.toFixed(1)} KB payload)`);
  for (const [label, s] of [
    ['save (PUT)', result.save],
    ['reload (GET)', result.reload],
  ] as const)
    console.log(
      `  ${label.padEnd(13)} median ${ms(s.median).padStart(6)} ms  p95 ${ms(s.p95).padStart(6)} ms  max ${ms(s.max).padStart(6)} ms  (${s.count})`,
    );
}

if (isMain(import.meta.url)) printReferencesSave(await measureReferencesSave());
