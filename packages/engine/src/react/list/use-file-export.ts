import { useEffect, useRef, useState } from 'react';
import type { ExportView, FileExportRun } from './excel-export-run.ts';

const STARTING: ExportView = { label: 'Exportando…', measured: false };

/**
 * A file export's controller (a list's Excel, a report's spreadsheet): `start` runs `run` once at a time with a
 * signal and a progress callback; while it runs, `label` says how far it has come ("Exportando… 45%", or the
 * bytes so far when the size is unknown); a failure other than a cancellation toasts "Falha ao exportar Excel"
 * with the server's reason. Leaving the page cancels it. What runs it loads with the first click.
 *
 * @example
 * const exporter = useFileExport(({ signal, onProgress }) => download({ path, filename, signal, onProgress }));
 * return <ExportButton exporter={exporter} />;
 */
export function useFileExport(run: FileExportRun | undefined) {
  const [shown, setShown] = useState<ExportView | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  function start() {
    if (!run || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setShown(STARTING);
    void import('./excel-export-run.ts')
      .then(({ runFileExport }) => runFileExport({ run, signal: controller.signal, show: setShown }))
      .finally(() => {
        running.current = null;
        setShown(null);
      });
  }

  return {
    exporting: shown !== null,
    /** "Exportando… 45%" while it runs; null otherwise. */
    label: shown?.label ?? null,
    /** The file's size is known, so the label says a share; without it, a spinner shows it is alive. */
    measured: shown?.measured ?? false,
    start,
    cancel: () => running.current?.abort(),
  };
}

export type FileExporter = ReturnType<typeof useFileExport>;
