import { expect } from '@playwright/test';
import { API } from './helpers.ts';

// The API, for setup only (as an integration or another staff member would): the screens under test are always
// driven through the browser.

export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

export interface Listed<T> {
  itens: T[];
}

export async function clientId(token: string, name: string): Promise<number> {
  const page = await call<Listed<{ id: number; nomeFantasia: string }>>(
    token,
    'GET',
    `/v1/backoffice/clients?nomeFantasia=${encodeURIComponent(name)}`,
  );
  const found = page.itens.find((client) => client.nomeFantasia === name);
  expect(found, `the seeded client ${name}`).toBeDefined();
  return found!.id;
}

export interface Reference {
  id: number;
  name: string;
  centre: { latitude: number; longitude: number };
}

/** A seeded reference by its code, with the centre of its fence (the mean of its points). */
export async function reference(token: string, code: string): Promise<Reference> {
  const page = await call<Listed<{ id: number; referenceCode: string }>>(
    token,
    'GET',
    `/v1/backoffice/references?code=${encodeURIComponent(code)}`,
  );
  const id = page.itens.find((item) => item.referenceCode === code)!.id;
  const full = await call<{
    name: string;
    geofence: { points: Array<{ latitude: number; longitude: number }> };
  }>(token, 'GET', `/v1/backoffice/references/${id}`);
  const points = full.geofence.points;
  const mean = (key: 'latitude' | 'longitude') => points.reduce((sum, p) => sum + p[key], 0) / points.length;
  return { id, name: full.name, centre: { latitude: mean('latitude'), longitude: mean('longitude') } };
}

export async function firstProductId(token: string): Promise<number> {
  const page = await call<Listed<{ id: number; isActive: boolean }>>(
    token,
    'GET',
    '/v1/backoffice/product-types?perPage=50',
  );
  return page.itens.find((product) => product.isActive)!.id;
}

/** Creates a Created programming through the API and answers its number. */
export async function createProgramming(token: string, data: Record<string, unknown>): Promise<number> {
  const hour = 3_600_000;
  const created = await call<{ id: number }>(token, 'POST', '/v1/backoffice/programmings', {
    volume: 30,
    travelType: 1,
    isReturn: false,
    expectedDepartureTime: new Date(Date.now() + 2 * hour).toISOString(),
    expectedArrivalTime: new Date(Date.now() + 12 * hour).toISOString(),
    ...data,
  });
  return created.id;
}

/** Creates an integration key (as an Admin does for a tracker company) and answers the key itself. */
export async function integrationKey(token: string, name: string): Promise<string> {
  return (await call<{ key: string }>(token, 'POST', '/v1/backoffice/integration-keys', { name })).key;
}

/**
 * A truck's tracker sending through the ingest with `key`: each call sends one reading per point, each strictly
 * later than the previous one (and than anything before the tracker was made).
 */
export function tracker(key: string, plate: string) {
  let last = Date.now();
  return async (...points: Array<{ latitude: number; longitude: number }>) => {
    const readings = [];
    for (const point of points) {
      while (Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 2));
      last = Date.now();
      readings.push({
        plate,
        driverName: 'Ezequiel Ponta a Ponta',
        driverCpf: '529.982.247-25',
        time: new Date(last).toISOString(),
        ...point,
        speed: 42,
        engineLoad: 38,
        acceleratorPosition: 25,
        odometer: 152_345_600 + (last % 1000),
      });
    }
    const response = await fetch(`${API}/v1/integration/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-integration-key': key },
      body: JSON.stringify({ readings }),
    });
    const text = await response.text();
    expect(response.ok, text).toBe(true);
    expect(JSON.parse(text).data).toMatchObject({ accepted: points.length, refused: [] });
  };
}
