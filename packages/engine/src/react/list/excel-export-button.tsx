import { Button, Spinner } from '@frota/ui';
import { useListContext } from './list-context.tsx';
import { useExcelExport } from './use-excel-export.ts';

/**
 * "Exportar Excel" in a list's header: the list's current filters and order as an .xlsx, for a profile that may
 * list. While it downloads it is disabled and busy, and says how far it has come ("Exportando… 45%", or the
 * bytes so far beside a spinner when the server streams the file without announcing its size).
 */
export function ExcelExportButton() {
  const { entity, params, parentMissing } = useListContext();
  const excel = useExcelExport(entity, params);
  if (parentMissing || !excel.available) return null;
  return (
    <Button
      variant="basic"
      onClick={excel.start}
      disabled={excel.exporting}
      aria-busy={excel.exporting || undefined}
    >
      {excel.exporting && !excel.measured && <Spinner />}
      {excel.label ?? 'Exportar Excel'}
    </Button>
  );
}
