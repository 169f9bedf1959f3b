import { can } from '../../core/index.ts';
import type { EntitySchema, ListParams } from '../../core/index.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { useFileExport } from './use-file-export.ts';

/**
 * A list's Excel export (ra-core-style small controller): whether this profile may have it (it may list) and
 * the data provider can download, and the export of the list's current filters and order through
 * useFileExport (progress, failure toast, cancel).
 */
export function useExcelExport(entity: EntitySchema, params: ListParams) {
  const { dataProvider, profile } = useEngine();
  const { exportList } = dataProvider;
  const available = exportList !== undefined && can({ action: 'list', entity, profile }).can;
  const exporter = useFileExport(
    exportList && ((options) => exportList.call(dataProvider, { entity, params, ...options })),
  );
  return { available, ...exporter };
}
