import { MONITOR_CARDS, type MonitorFeed, PROGRAMMING_STATUSES, type ProgrammingStatus } from '@frota/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, body, setupTestApp } from './helpers/test-app.ts';

const t = setupTestApp();
const BASE = '/v1/backoffice/programmings';
const LOCATIONS = `${BASE}/locations`;
const code = (status: ProgrammingStatus) => PROGRAMMING_STATUSES.indexOf(status);
const get = async (path: string) => t.call('GET', path, { token: await t.tokenOf(ADMIN) });
/** A `multiple` filter's values go as a repeated parameter: status=2&status=3. */
const statusQuery = (statuses: readonly ProgrammingStatus[]) =>
  statuses.map((status) => `status=${code(status)}`).join('&');

async function listed(query: string): Promise<{ itens: Array<{ status: number }>; totalItems: number }> {
  const response = await get(`${BASE}?perPage=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data;
}

describe('a list filter of several values (`multiple`): the programmings’ status', () => {
  it('lists the programmings in any of the statuses given as a repeated parameter', async () => {
    const inExecution = MONITOR_CARDS.find((card) => card.key === 'inExecution')!.statuses;
    const answer = await listed(statusQuery(inExecution));
    const codes = inExecution.map(code);
    expect(answer.itens.every((row) => codes.includes(row.status))).toBe(true);
    expect(new Set(answer.itens.map((row) => row.status)).size).toBeGreaterThan(1);
    let separately = 0;
    for (const status of inExecution) separately += (await listed(statusQuery([status]))).totalItems;
    expect(answer.totalItems).toBe(separately);
  });

  it('keeps the single status=N of the spec: one status, exactly', async () => {
    const answer = await listed(`status=${code('Loading')}`);
    expect(answer.totalItems).toBeGreaterThan(0);
    expect(answer.itens.every((row) => row.status === code('Loading'))).toBe(true);
  });

  it('lists as many programmings as each monitor card counts, with the card’s statuses', async () => {
    const feed = await get(LOCATIONS);
    expect(feed.statusCode, feed.body).toBe(200);
    const { counts } = body(feed).data as MonitorFeed;
    for (const card of MONITOR_CARDS)
      expect((await listed(statusQuery(card.statuses))).totalItems, card.label).toBe(counts[card.key]);
  });

  it('the monitor’s vehicles follow every status given', async () => {
    const statuses: ProgrammingStatus[] = ['Loading', 'InProgress'];
    const feed = await get(`${LOCATIONS}?${statusQuery(statuses)}`);
    expect(feed.statusCode, feed.body).toBe(200);
    const { vehicles } = body(feed).data as MonitorFeed;
    expect(vehicles.every((vehicle) => statuses.map(code).includes(vehicle.status))).toBe(true);
  });

  it('refuses a value that is not one of the field’s options with 400, in pt-BR, on the list, the monitor and the export', async () => {
    for (const query of ['status=2&status=99', 'status=abc', 'status=2,3']) {
      for (const path of [BASE, LOCATIONS, `${BASE}/excel`]) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(body(response).errors).toEqual(['Status: escolha uma das opções.']);
        expect(body(response).fieldErrors).toEqual({ status: 'Status: escolha uma das opções.' });
      }
    }
  });

  it('documents the parameter as a list of the field’s options, repeated', async () => {
    const document = body(await t.call('GET', '/docs/json'));
    const status = document.paths[`${BASE}/`].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'status',
    );
    expect(status.schema.type).toBe('array');
    expect(status.explode ?? true).toBe(true);
    expect(status.description).toContain('2: Em Carregamento');
  });
});
