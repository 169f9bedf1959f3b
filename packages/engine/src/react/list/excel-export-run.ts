import { notify } from '@frota/ui';
import { isAbortError } from '../shared/abort-error.ts';
import { errorMessages } from '../shared/error-messages.ts';
import type { DownloadProgress } from '../shared/file-download.ts';

/** The toast of a failed export, with the server's reason when it gave one. */
export const EXPORT_FAILED = 'Falha ao exportar Excel';

/** What a busy export button shows. */
export interface ExportView {
  label: string;
  /** The file's size is known, so the label says a share; without it, a spinner shows it is alive. */
  measured: boolean;
}

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

/** What an export runs: a download that reports its progress and stops at `signal`. */
export type FileExportRun = (options: {
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}) => Promise<void>;

/**
 * Runs an export (loaded with the first click of useFileExport's button): shows each new progress label, and
 * toasts a failure that is not a cancellation.
 */
export async function runFileExport({
  run,
  signal,
  show,
}: {
  run: FileExportRun;
  signal: AbortSignal;
  show: (update: (current: ExportView | null) => ExportView | null) => void;
}): Promise<void> {
  try {
    await run({
      signal,
      onProgress: (progress) => {
        const next = { label: exportProgressLabel(progress), measured: progress.fraction !== undefined };
        // Called with every chunk; re-rendered only when the text changes.
        show((current) => (current?.label === next.label ? current : next));
      },
    });
  } catch (error) {
    if (isAbortError(error)) return;
    const [reason] = errorMessages(error);
    notify.error(reason ? `${EXPORT_FAILED}: ${reason}` : `${EXPORT_FAILED}.`);
  }
}
