export { EngineProvider, useEngine } from './shared/engine-context.tsx';
export { NamedCells } from './shared/named-cells.tsx';
export type { EngineContextValue } from './shared/engine-context.tsx';
export { createRestDataProvider } from './shared/data-provider.ts';
export type { DataProvider, HttpRequest, ShortListOption } from './shared/data-provider-types.ts';
export type { DownloadProgress, FileDownload, FileDownloadRequest } from './shared/file-download.ts';
export { isAbortError } from './shared/abort-error.ts';
export { defaultTheme } from './shared/default-theme.ts';
export type {
  EngineTheme,
  CellComponent,
  CellProps,
  FilterInputProps,
  RowActionProps,
} from './shared/theme-types.ts';
export { useCan } from './shared/use-can.ts';
export { RouterLink } from './shared/router-link.tsx';
export { EntityListPage } from './list/entity-list-page.tsx';
export { useListController } from './list/use-list-controller.ts';
export type { ListController, ListControllerOptions } from './list/use-list-controller.ts';
export { ListContext, useListContext } from './list/list-context.tsx';
export { ListFilters } from './list/list-filters.tsx';
export { ListTable, type ListTableProps } from './list/list-table.tsx';
export { ListConfirm, ListPagination } from './list/list-parts.tsx';
export { useExcelExport } from './list/use-excel-export.ts';
export { useFileExport, type FileExporter } from './list/use-file-export.ts';
export { ExportButton } from './list/excel-export-button.tsx';
export type { FileExportRun } from './list/excel-export-run.ts';
export { exportProgressLabel, EXPORT_FAILED } from './list/excel-export-run.ts';
export { EntityFormPage } from './form/entity-form-page.tsx';
export { useFormController } from './form/use-form-controller.ts';
export { formUiSchema } from './form/ui-schema.ts';
export type { CreateFlowOutcome, FormExtension } from './shared/form-extension.ts';
export { lazyFormExtension } from './shared/form-extension.ts';
export type { FormComponent, FormComponentMode, FormComponentProps } from './shared/form-component.ts';
export { installBackForwardGate } from './shared/back-forward-gate.ts';
export { useUnsavedChangesGuard, type UnsavedChangesGuard } from './shared/use-unsaved-changes-guard.tsx';
export { useRevalidateEntity } from './shared/use-revalidate-entity.ts';
export { useOptions } from './shared/use-options.ts';
export { useOwnClient } from './shared/use-own-client.ts';
export { useSearchUpdate, type SearchUpdate } from './shared/use-search-update.ts';
export { errorFieldMessages, errorMessages } from './shared/error-messages.ts';
