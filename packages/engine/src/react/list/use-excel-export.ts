import { useEffect, useRef, useState } from 'react';
import { can } from '../../core/index.ts';
import type { EntitySchema, ListParams } from '../../core/index.ts';
import { useEngine } from '../shared/engine-context.tsx';
import type { ExportView } from './excel-export-run.ts';

const STARTING: ExportView = { label: 'Exportando…', measured: false };

/**
 * A list's Excel export (ra-core-style small controller): whether this profile may have it (it may list) and
 * the data provider can download, the export of the list's current filters and order, its progress while it
 * downloads ("Exportando… 45%"), a toast when it fails ("Falha ao exportar Excel"), and a cancel. Leaving
 * the page cancels a download in progress. What runs the export loads with the first click, not with the list.
 */
export function useExcelExport(entity: EntitySchema, params: ListParams) {
  const { dataProvider, profile } = useEngine();
  const [shown, setShown] = useState<ExportView | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const available = dataProvider.exportList !== undefined && can({ action: 'list', entity, profile }).can;

  function start() {
    const { exportList } = dataProvider;
    if (!exportList || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setShown(STARTING);
    void import('./excel-export-run.ts')
      .then(({ runExcelExport }) =>
        runExcelExport({
          exportList: (args) => exportList.call(dataProvider, args),
          entity,
          params,
          signal: controller.signal,
          show: setShown,
        }),
      )
      .finally(() => {
        running.current = null;
        setShown(null);
      });
  }

  return {
    available,
    exporting: shown !== null,
    /** "Exportando… 45%" while it runs; null otherwise. */
    label: shown?.label ?? null,
    /** The file's size is known, so the label says a share; without it, a spinner shows it is alive. */
    measured: shown?.measured ?? false,
    start,
    cancel: () => running.current?.abort(),
  };
}
