import { Button, Spinner } from '@frota/ui';
import { useListContext } from './list-context.tsx';
import { useExcelExport } from './use-excel-export.ts';
import type { FileExporter } from './use-file-export.ts';

/**
 * The button of a file export (useFileExport): disabled and busy while it downloads, saying how far it has come
 * ("Exportando… 45%", or the bytes so far beside a spinner when the server streams the file without announcing
 * its size).
 */
export function ExportButton({
  exporter,
  label = 'Exportar Excel',
}: {
  exporter: FileExporter;
  label?: string;
}) {
  return (
    <Button
      variant="basic"
      onClick={exporter.start}
      disabled={exporter.exporting}
      aria-busy={exporter.exporting || undefined}
    >
      {exporter.exporting && !exporter.measured && <Spinner />}
      {exporter.label ?? label}
    </Button>
  );
}

/** "Exportar Excel" in a list's header: the list's current filters and order as an .xlsx, for who may list. */
export function ExcelExportButton() {
  const { entity, params, parentMissing } = useListContext();
  const excel = useExcelExport(entity, params);
  if (parentMissing || !excel.available) return null;
  return <ExportButton exporter={excel} />;
}
