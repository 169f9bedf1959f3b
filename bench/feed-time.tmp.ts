import { entities } from '@frota/engine/entities';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { entityStore } from '../apps/api/src/crud/entity-store.ts';
import { monitorFeed, trackedVehicles } from '../apps/api/src/modules/programmings/monitor-feed.ts';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const store = entityStore(entities.find((e) => e.id === 'programmings')!);
const time = async (label: string, f: () => Promise<unknown>) => {
  const t: number[] = [];
  for (let i = 0; i < 15; i++) { const s = performance.now(); await f(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(label, 'median', t[7].toFixed(1), 'p95', t[14].toFixed(1), 'ms');
};
await time('feed', () => monitorFeed(database.db, store, []));
await time('vehicles', () => trackedVehicles(database.db, store, [], 5000));
const f = await monitorFeed(database.db, store, []);
console.log(f.counts, f.vehicles.length, f.truncated, JSON.stringify(f).length);

const old = await import('../apps/api/src/modules/programmings/old-monitor-feed.tmp.ts');
const db2 = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const t2: number[] = [];
for (let i = 0; i < 15; i++) { const s = performance.now(); await old.trackedVehicles(db2.db, store, [], 5000); t2.push(performance.now() - s); }
t2.sort((a, b) => a - b); console.log('OLD vehicles median', t2[7].toFixed(1), 'p95', t2[14].toFixed(1));
const t3: number[] = [];
for (let i = 0; i < 15; i++) { const s = performance.now(); await old.monitorFeed(db2.db, store, []); t3.push(performance.now() - s); }
t3.sort((a, b) => a - b); console.log('OLD feed median', t3[7].toFixed(1), 'p95', t3[14].toFixed(1));
const a = JSON.stringify((await old.trackedVehicles(db2.db, store, [], 5000)).vehicles);
const b = JSON.stringify((await trackedVehicles(db2.db, store, [], 5000)).vehicles);
console.log('same vehicles as before:', a === b);
await db2.close();
await database.close();
