/**
 * Loads production-sized data into the PostgreSQL database DATABASE_URL names (migrated and demo-seeded first
 * when new), for the benchmarks at scale; each size is settable, the defaults are a large customer's:
 *
 *   DATABASE_URL=postgres://… npm run seed:scale -- [--clients 2000] [--plates 100000] [--drivers 100000]
 *     [--programmings 1000000] [--readings 20000000] [--months 12] [--reporting-trucks 10000]
 *
 * It prints a progress bar with the time left per step. A database loads once: run it on a new one.
 */
import { parseArgs } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { vehiclePlates } from '../src/db/generated/entity-tables.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { DEFAULT_SCALE, seedScale, type ScaleSizes, type ScaleStep } from '../src/seed/scale.ts';

const FLAGS: Record<string, keyof ScaleSizes> = {
  clients: 'clients',
  plates: 'plates',
  drivers: 'drivers',
  programmings: 'programmings',
  readings: 'readings',
  months: 'months',
  'reporting-trucks': 'reportingTrucks',
};

const { values } = parseArgs({
  options: Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
});
const sizes: ScaleSizes = { ...DEFAULT_SCALE };
for (const [flag, key] of Object.entries(FLAGS)) {
  const given = values[flag];
  if (given === undefined) continue;
  const value = Number(given.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < (key === 'months' ? 1 : 0)) {
    console.error(
      `--${flag} ${given}: informe um número inteiro${key === 'months' ? ' de 1 em diante' : ''}.`,
    );
    process.exit(2);
  }
  sizes[key] = value;
}
if (sizes.drivers > 0 && sizes.plates === 0) {
  console.error('Motoristas precisam de placas: informe --plates maior que 0.');
  process.exit(2);
}
const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  console.error(
    'seed:scale carrega um PostgreSQL: defina DATABASE_URL (por exemplo postgres://postgres@127.0.0.1:5432/escala).',
  );
  process.exit(2);
}

const database = await openDatabase({ databaseUrl, dataDir: '' });
try {
  await database.migrate();
  await seedDemoData(database.db);
  const [loaded] = await database.db
    .select({ id: vehiclePlates.id })
    .from(vehiclePlates)
    .where(like(vehiclePlates.tag, 'Escala %'))
    .limit(1);
  if (loaded) {
    console.error('Este banco já recebeu seed:scale: use um banco novo.');
    process.exitCode = 1;
  } else {
    console.log(
      Object.entries(sizes)
        .map(([key, value]) => `${key} ${value.toLocaleString('pt-BR')}`)
        .join(', '),
    );
    const started = Date.now();
    await seedScale(database.db, sizes, progressBar());
    process.stdout.write('\nAtualizando as estatísticas do planejador (analyze)...\n');
    // Fresh statistics, or the first queries plan for empty tables (the readings' client filter: p95 162 ms before, 16 ms after).
    await database.db.execute(sql`analyze`);
    console.log(`Concluído em ${duration(Date.now() - started)}.`);
  }
} finally {
  await database.close();
}

/** A bar per step on one line, redrawn at each chunk, with its rate and the step's time left. */
function progressBar() {
  let step: ScaleStep | undefined;
  let stepStarted = 0;
  return (current: ScaleStep, done: number, total: number) => {
    if (current !== step) {
      if (step) process.stdout.write('\n');
      step = current;
      stepStarted = Date.now();
    }
    const elapsed = Date.now() - stepStarted;
    const share = total === 0 ? 1 : done / total;
    const width = 30;
    const bar = '█'.repeat(Math.round(share * width)).padEnd(width, '░');
    const left = share > 0 && share < 1 ? `, faltam ~${duration((elapsed / share) * (1 - share))}` : '';
    const rate = elapsed > 0 ? `${Math.round((done / elapsed) * 1000).toLocaleString('pt-BR')}/s` : '';
    process.stdout.write(
      `\r${current.padEnd(12)} ${bar} ${(share * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} ${rate}${left}   `,
    );
  };
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
