import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehiclePlates } from '../src/db/generated/entity-tables.ts';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

// Each integration key's batches are counted on their own: past TELEMETRY_BATCHES_PER_KEY_PER_MINUTE a key
// gets 429 with Retry-After, and another key is not slowed down.
const t = setupTestApp({
  config: { telemetry: { maxReadingAgeDays: 7, batchesPerKeyPerMinute: 2, batchesInFlight: 1 } },
});

async function newKey(name: string): Promise<string> {
  const response = await t.call('POST', '/v1/backoffice/integration-keys', {
    token: await t.tokenOf(ADMIN),
    body: { name },
  });
  return body(response).data.key as string;
}

const batch = (key: string, plate: string, minutesAgo: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/integration/telemetry',
    headers: { 'x-integration-key': key },
    payload: {
      readings: [
        {
          plate,
          time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          latitude: -22.9,
          longitude: -47.06,
        },
      ],
    },
  });

describe('the rate of batches per integration key', () => {
  it('answers 429 with Retry-After past the limit, for that key only', async () => {
    const [row] = await t.db
      .select({ plate: vehiclePlates.plate })
      .from(vehiclePlates)
      .orderBy(asc(vehiclePlates.id))
      .limit(1);
    const busy = await newKey('Muito ativa');
    const calm = await newKey('Tranquila');
    expect((await batch(busy, row!.plate, 1)).statusCode).toBe(200);
    expect((await batch(busy, row!.plate, 2)).statusCode).toBe(200);
    const limited = await batch(busy, row!.plate, 3);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(limited).errors[0]).toMatch(/^Muitos lotes de leituras com esta chave: aguarde \d+ segundos/);
    expect((await batch(calm, row!.plate, 4)).statusCode).toBe(200);
  });
});

describe('batches beyond what a process stores at once (TELEMETRY_BATCHES_IN_FLIGHT)', () => {
  it('are refused at once with 503 and Retry-After, and the next batch is taken once one is done', async () => {
    const [row] = await t.db
      .select({ plate: vehiclePlates.plate })
      .from(vehiclePlates)
      .orderBy(asc(vehiclePlates.id))
      .limit(1);
    const key = await newKey('Rajada');
    const answers = await Promise.all([batch(key, row!.plate, 10), batch(key, row!.plate, 11)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
    const refused = answers.find((answer) => answer.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(body(refused).errors).toEqual([
      'Muitos lotes de leituras em processamento: aguarde 1 segundo e envie o lote de novo.',
    ]);
    const another = await newKey('Depois da rajada');
    expect((await batch(another, row!.plate, 12)).statusCode).toBe(200);
  });
});
