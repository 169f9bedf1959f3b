import { useCallback, useId } from 'react';
import useSWR from 'swr';
import { Card, DateInput, Field, LoadFailed, Notice, PageHeader, PageLoading } from '@frota/ui';
import { ClientFilter } from '../client-filter.tsx';
import { fetchPerformanceReport, type ReportFilters } from '../rewards-api.ts';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';
import { integerFilter, useSearchFilters } from '../use-search-filters.ts';
import { ReportExcelButton } from './report-excel-button.tsx';
import { ReportTable } from './report-table.tsx';

const FILTER_KEYS = ['cliente', 'inicio', 'fim'] as const;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Relatório geral de premiação (`/backoffice/relatorios/geral`, spec 02 §3): a client's drivers over an interval. */
export function ReportPage() {
  const startId = useId();
  const endId = useId();
  const [filters, setFilters] = useSearchFilters(FILTER_KEYS);
  const clientId = integerFilter(filters.cliente);
  const { inicio: start, fim: end } = filters;
  const reversed = isDate(start) && isDate(end) && start > end;
  const query: ReportFilters | null =
    clientId !== null && isDate(start) && isDate(end) && !reversed ? { clientId, start, end } : null;
  const swr = useSWR(
    query ? ['rewards.report', query.clientId, query.start, query.end] : null,
    () => fetchPerformanceReport(query!),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const setClient = useCallback(
    (id: number | null) => setFilters({ cliente: id === null ? '' : String(id) }),
    [setFilters],
  );
  const report = query ? swr.data : undefined;
  const hasRows = (report?.performanceByDrivers.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title={REWARDS_MESSAGES.reportTitle}
        actions={query && hasRows && !swr.isLoading ? <ReportExcelButton filters={query} /> : undefined}
      />
      <Card>
        <div role="group" aria-label="Filtros" className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
          <ClientFilter value={clientId} onChange={setClient} />
          <Field label={REWARDS_MESSAGES.intervalStart} htmlFor={startId} required>
            <DateInput
              id={startId}
              value={start}
              {...(end ? { max: end } : {})}
              onValueChange={(inicio) => setFilters({ inicio })}
            />
          </Field>
          <Field
            label={REWARDS_MESSAGES.intervalEnd}
            htmlFor={endId}
            required
            {...(reversed ? { error: REWARDS_MESSAGES.intervalOrder } : {})}
          >
            <DateInput
              id={endId}
              value={end}
              {...(start ? { min: start } : {})}
              invalid={reversed}
              aria-describedby={reversed ? `${endId}-error` : undefined}
              onValueChange={(fim) => setFilters({ fim })}
            />
          </Field>
        </div>
      </Card>
      <Card>
        {!query ? (
          <Notice tone="info">{REWARDS_MESSAGES.fillFilters}</Notice>
        ) : swr.error && !report ? (
          <LoadFailed
            message={REWARDS_MESSAGES.loadFailed}
            onRetry={() => void swr.mutate()}
            retrying={swr.isValidating}
          />
        ) : !report ? (
          <PageLoading label="Carregando o relatório..." />
        ) : !hasRows ? (
          <Notice tone="info">{REWARDS_MESSAGES.empty}</Notice>
        ) : (
          <ReportTable report={report} busy={swr.isValidating} />
        )}
      </Card>
    </div>
  );
}
