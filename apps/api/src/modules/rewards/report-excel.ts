import { ATTAINMENT_DECIMALS, PERFORMANCE_REPORT_COLUMNS as HEADERS } from '@frota/domain';
import { formatCpf, formatPlate } from '@frota/domain/format';
import type { ExcelColumn } from '../../http/excel.ts';
import type { PerformanceRow } from './performance-history.ts';

/** The report's file name (spec 02 §6). */
export const REPORT_EXCEL_FILENAME = 'relatorio-excel.xlsx';

/**
 * The general bonus report's columns, as the screen shows them (Relatório geral de premiação): the plate and
 * CPF in the screen's format, real percentages with the screen's two decimals and BRL amounts, the prizes
 * summed in the totals row, and whether the driver was eligible.
 */
export const REPORT_EXCEL_COLUMNS: ReadonlyArray<ExcelColumn<PerformanceRow>> = [
  { header: HEADERS[0], kind: 'text', value: (row) => formatPlate(row.plate) },
  { header: HEADERS[1], kind: 'text', value: (row) => formatCpf(row.driverCpf) },
  { header: HEADERS[2], kind: 'text', value: (row) => row.driverName },
  { header: HEADERS[3], kind: 'text', value: (row) => row.fleetName },
  {
    header: HEADERS[4],
    kind: 'percent',
    decimals: ATTAINMENT_DECIMALS,
    value: (row) => row.motorLoadPercentage,
  },
  { header: HEADERS[5], kind: 'money', total: true, value: (row) => row.engineLoadPrize },
  {
    header: HEADERS[6],
    kind: 'percent',
    decimals: ATTAINMENT_DECIMALS,
    value: (row) => row.inertiaPercentage,
  },
  { header: HEADERS[7], kind: 'money', total: true, value: (row) => row.inertiaPrize },
  { header: HEADERS[8], kind: 'money', total: true, value: (row) => row.totalPrize },
  { header: 'Elegível', kind: 'boolean', value: (row) => row.eligible },
];
