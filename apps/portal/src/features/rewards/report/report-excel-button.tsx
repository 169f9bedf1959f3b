import { ExportButton, useFileExport } from '@frota/engine/react';
import { download } from '../../../http/download.ts';
import { reportExcelPath, reportQuery, type ReportFilters } from '../rewards-api.ts';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';

/**
 * "Exportar Excel" on the report: `relatorio-excel.xlsx` of the filters shown, built by the server, with the
 * lists' export progress and failure toast (useFileExport).
 */
export function ReportExcelButton({ filters }: { filters: ReportFilters }) {
  const exporter = useFileExport(({ signal, onProgress }) =>
    download({
      path: reportExcelPath(filters.clientId),
      query: reportQuery(filters),
      filename: REWARDS_MESSAGES.excelFileName,
      signal,
      onProgress,
    }),
  );
  return <ExportButton exporter={exporter} label={REWARDS_MESSAGES.exportExcel} />;
}
