import { describe, expect, it } from 'vitest';
import {
  bonusConfigs,
  businessUnits,
  clientDrivers,
  clients,
  entities,
  trackingLogs,
} from '../generated/entities.ts';
import { excelExportCall, excelExportQuery, excelFileName, serverRoute, variantView } from './index.ts';

describe("a list's Excel export", () => {
  it("is a GET at the list's own path followed by /excel", () => {
    expect(excelExportCall(clients)).toEqual({ method: 'GET', path: '/v1/backoffice/clients/excel' });
    // The clients and a client's drivers share a base path; their lists and exports do not.
    expect(excelExportCall(clientDrivers)?.path).toBe('/v1/backoffice/clients/drivers/excel');
    expect(excelExportCall(trackingLogs)?.path).toBe('/v1/backoffice/logs/excel');
  });

  it('has a path no other call of any entity has', () => {
    const exports = entities.map((entity) => excelExportCall(entity)!.path);
    expect(new Set(exports).size).toBe(entities.length);
    const others = entities.flatMap((entity) =>
      Object.keys(entity.api.actions).map((action) => serverRoute(entity, action as 'list')!.path),
    );
    for (const path of exports) expect(others).not.toContain(path);
  });

  it("sends the list's filters, order, kind and parent, without the page", () => {
    expect(
      excelExportQuery(businessUnits, {
        page: 3,
        perPage: 50,
        filters: { Name: 'Sul', clientId: '' },
        sort: { field: 'name', direction: 'desc' },
      }),
    ).toBe('Name=Sul&sort=name&order=desc');
    expect(excelExportQuery(variantView(bonusConfigs, 'inertia'), { page: 1, filters: {} })).toBe(
      'type=Inertia',
    );
    expect(excelExportQuery(clientDrivers, { page: 2, filters: {}, fixed: { clientId: '4' } })).toBe(
      'clientId=4',
    );
  });

  it('is named after the plural label, and a variant after its label too', () => {
    expect(excelFileName(businessUnits)).toBe('unidades-de-negocio.xlsx');
    expect(excelFileName(variantView(bonusConfigs, 'inertia'))).toBe('faixas-de-premiacao-inercia.xlsx');
  });
});
