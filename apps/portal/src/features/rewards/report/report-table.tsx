import {
  Badge,
  EmptyValue,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@frota/ui';
import { formatBrl, formatCpf, formatPlate } from '@frota/domain/format';
import { type DriverPerformance, PERFORMANCE_REPORT_COLUMNS, type PerformanceReport } from '@frota/domain';
import { formatAttainment } from '../rewards-format.ts';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';

const NUMBER = 'whitespace-nowrap text-right tabular-nums';
const attainment = (value: number | null) => (value === null ? <EmptyValue /> : formatAttainment(value));

function ReportRow({ row }: { row: DriverPerformance }) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        {row.plate ? formatPlate(row.plate) : <EmptyValue />}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatCpf(row.driverCpf)}</TableCell>
      <TableCell>
        <span className="block">{row.driverName ?? <EmptyValue />}</span>
        {!row.eligible ? (
          <Badge tone="grey" title={REWARDS_MESSAGES.notEligibleHint} className="mt-1">
            {REWARDS_MESSAGES.notEligible}
          </Badge>
        ) : (
          row.fleetName === null && (
            <Badge tone="yellow" title={REWARDS_MESSAGES.noOperationHint} className="mt-1">
              {REWARDS_MESSAGES.noOperation}
            </Badge>
          )
        )}
      </TableCell>
      <TableCell>{row.fleetName ?? <EmptyValue />}</TableCell>
      <TableCell className={NUMBER}>{attainment(row.motorLoadPercentage)}</TableCell>
      <TableCell className={NUMBER}>{formatBrl(row.engineLoadPrize)}</TableCell>
      <TableCell className={NUMBER}>{attainment(row.inertiaPercentage)}</TableCell>
      <TableCell className={NUMBER}>{formatBrl(row.inertiaPrize)}</TableCell>
      <TableCell className={`${NUMBER} font-semibold`}>{formatBrl(row.totalPrize)}</TableCell>
    </TableRow>
  );
}

/**
 * The general bonus report's table: one row per driver, BRL and percentages in pt-BR, and the totals in its
 * footer. A driver who did not drive the minimum distance is marked 'Não elegível' (no prize).
 */
export function ReportTable({ report, busy = false }: { report: PerformanceReport; busy?: boolean }) {
  const { totals } = report;
  return (
    <Table aria-label={REWARDS_MESSAGES.reportTitle} aria-busy={busy || undefined} density="compact">
      <TableHead>
        <TableRow>
          {PERFORMANCE_REPORT_COLUMNS.map((column, index) => (
            <TableHeaderCell key={column} scope="col" className={index >= 4 ? 'text-right' : undefined}>
              {column}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.performanceByDrivers.map((row) => (
          <ReportRow key={`${row.clientId}:${row.driverCpf}`} row={row} />
        ))}
      </TableBody>
      <tfoot className="border-t-2 border-line-control bg-canvas font-semibold">
        <TableRow>
          <th scope="row" colSpan={5} className="px-2.5 py-3 text-left text-sm text-fg-strong">
            Total ({totals.drivers === 1 ? '1 motorista' : `${totals.drivers} motoristas`})
          </th>
          <TableCell className={NUMBER}>{formatBrl(totals.engineLoadPrize)}</TableCell>
          <TableCell />
          <TableCell className={NUMBER}>{formatBrl(totals.inertiaPrize)}</TableCell>
          <TableCell className={NUMBER}>{formatBrl(totals.totalPrize)}</TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
}
