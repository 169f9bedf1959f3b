import { useEffect, useRef, useState } from 'react';
import { notify } from '@frota/ui';
import { can } from '../../core/index.ts';
import type { EntitySchema, ListParams } from '../../core/index.ts';
import { isAbortError } from '../shared/abort-error.ts';
import { useEngine } from '../shared/engine-context.tsx';
import { errorMessages } from '../shared/error-messages.ts';
import type { DownloadProgress } from '../shared/file-download.ts';

/** The toast of a failed export, with the server's reason when it gave one. */
export const EXPORT_FAILED = 'Falha ao exportar Excel';

const megabytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * What a busy export button says: the share when the file's size is known ("Exportando… 45%"), else the
 * bytes so far ("Exportando… 1,2 MB"), and nothing more before the first byte.
 */
export function exportProgressLabel(progress: DownloadProgress): string {
  if (progress.fraction !== undefined) return `Exportando… ${Math.floor(progress.fraction * 100)}%`;
  if (progress.received >= 1_000_000)
    return `Exportando… ${megabytes.format(progress.received / 1_000_000)} MB`;
  if (progress.received > 0) return `Exportando… ${Math.ceil(progress.received / 1000)} KB`;
  return 'Exportando…';
}

/**
 * A list's Excel export (ra-core-style small controller): whether this profile may have it (it may list) and
 * the data provider can download, the export of the list's current filters and order, its progress while it
 * downloads, a toast when it fails, and a cancel. Leaving the page cancels a download in progress.
 */
export function useExcelExport(entity: EntitySchema, params: ListParams) {
  const { dataProvider, profile } = useEngine();
  // Set again with every chunk, but re-rendered only when the text changes.
  const [shown, setShown] = useState<{ label: string; measured: boolean } | null>(null);
  const show = (progress: DownloadProgress) => {
    const next = { label: exportProgressLabel(progress), measured: progress.fraction !== undefined };
    setShown((current) => (current?.label === next.label ? current : next));
  };
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const available = dataProvider.exportList !== undefined && can({ action: 'list', entity, profile }).can;

  async function start() {
    if (!dataProvider.exportList || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    show({ received: 0 });
    try {
      await dataProvider.exportList({ entity, params, signal: controller.signal, onProgress: show });
    } catch (error) {
      if (!isAbortError(error)) {
        const [reason] = errorMessages(error);
        notify.error(reason ? `${EXPORT_FAILED}: ${reason}` : `${EXPORT_FAILED}.`);
      }
    } finally {
      running.current = null;
      setShown(null);
    }
  }

  return {
    available,
    exporting: shown !== null,
    /** "Exportando… 45%" while it runs; null otherwise. */
    label: shown?.label ?? null,
    /** The file's size is known, so the label says a share; without it, a spinner shows it is alive. */
    measured: shown?.measured ?? false,
    start: () => void start(),
    cancel: () => running.current?.abort(),
  };
}
