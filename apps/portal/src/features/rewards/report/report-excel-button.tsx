import { useEffect, useRef, useState } from 'react';
import { EXPORT_FAILED, errorMessages, exportProgressLabel, isAbortError } from '@frota/engine/react';
import { Button, notify, Spinner } from '@frota/ui';
import { download, type DownloadProgress } from '../../../http/download.ts';
import { reportExcelPath, reportQuery, type ReportFilters } from '../rewards-api.ts';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';

/**
 * "Exportar Excel" on the report: `relatorio-excel.xlsx` of the filters shown, built by the server. While it
 * downloads it is disabled and busy and says how far it has come; leaving the page cancels it.
 */
export function ReportExcelButton({ filters }: { filters: ReportFilters }) {
  const [progress, setProgress] = useState<{ label: string; measured: boolean } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const show = (next: DownloadProgress) => {
    const label = exportProgressLabel(next);
    setProgress((current) =>
      current?.label === label ? current : { label, measured: next.fraction !== undefined },
    );
  };

  async function start() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    show({ received: 0 });
    try {
      await download({
        path: reportExcelPath(filters.clientId),
        query: reportQuery(filters),
        filename: REWARDS_MESSAGES.excelFileName,
        signal: controller.signal,
        onProgress: show,
      });
    } catch (error) {
      if (!isAbortError(error)) {
        const [reason] = errorMessages(error);
        notify.error(reason ? `${EXPORT_FAILED}: ${reason}` : `${EXPORT_FAILED}.`);
      }
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return (
    <Button
      variant="basic"
      onClick={() => void start()}
      disabled={progress !== null}
      aria-busy={progress !== null || undefined}
    >
      {progress !== null && !progress.measured && <Spinner />}
      {progress?.label ?? REWARDS_MESSAGES.exportExcel}
    </Button>
  );
}
