import { excelExportCall, excelExportQuery, excelFileName } from '../../core/index.ts';
import type { ExportListArgs } from './data-provider-types.ts';
import type { FileDownload } from './file-download.ts';

/**
 * A list's Excel export through a file download: `GET <list path>/excel` with the list's query without its page,
 * saved as the list's file name. Loaded with the first export (createRestDataProvider), not with every list.
 */
export async function exportList(
  download: FileDownload,
  { entity, params, signal, onProgress }: ExportListArgs,
): Promise<void> {
  const call = excelExportCall(entity);
  if (!call) throw new Error(`${entity.id}.json: its list has no Excel export (the list is not a GET).`);
  await download({
    path: call.path,
    query: excelExportQuery(entity, params),
    filename: excelFileName(entity),
    signal,
    onProgress,
  });
}
