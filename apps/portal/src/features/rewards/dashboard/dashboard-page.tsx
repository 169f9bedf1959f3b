import { useCallback, useId } from 'react';
import useSWR from 'swr';
import { Card, Field, LoadFailed, Notice, PageHeader, PageLoading, Select } from '@frota/ui';
import { ClientFilter } from '../client-filter.tsx';
import { fetchClientDashboard } from '../rewards-api.ts';
import { MONTH_NAMES, REWARDS_MESSAGES, yearOptions } from '../rewards-messages.ts';
import { integerFilter, useSearchFilters } from '../use-search-filters.ts';
import { DashboardView } from './dashboard-view.tsx';

const FILTER_KEYS = ['cliente', 'mes', 'ano'] as const;
const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: index + 1, label }));

/** Dashboard do Cliente (`/backoffice/dashboard`, spec 02 §3): a client's month, from the kept results. */
export function DashboardPage() {
  const monthId = useId();
  const yearId = useId();
  const [filters, setFilters] = useSearchFilters(FILTER_KEYS);
  const clientId = integerFilter(filters.cliente);
  // The current month and year until the user picks others (the URL keeps only a pick).
  const today = new Date();
  const month = integerFilter(filters.mes) ?? today.getMonth() + 1;
  const year = integerFilter(filters.ano) ?? today.getFullYear();
  const ready = clientId !== null && month <= 12;
  const swr = useSWR(
    ready ? ['rewards.dashboard', clientId, month, year] : null,
    () => fetchClientDashboard(clientId!, month, year),
    { revalidateOnFocus: false },
  );
  const setClient = useCallback(
    (id: number | null) => setFilters({ cliente: id === null ? '' : String(id) }),
    [setFilters],
  );
  return (
    <div className="space-y-6">
      <PageHeader title={REWARDS_MESSAGES.dashboardTitle} />
      <Card>
        <div role="group" aria-label="Filtros" className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
          <ClientFilter value={clientId} onChange={setClient} />
          <Field label={REWARDS_MESSAGES.month} htmlFor={monthId} required>
            <Select
              id={monthId}
              value={month}
              onChange={(value) => setFilters({ mes: value === null ? '' : String(value) })}
              options={MONTH_OPTIONS}
              placeholder="Selecione o mês"
            />
          </Field>
          <Field label={REWARDS_MESSAGES.year} htmlFor={yearId} required>
            <Select
              id={yearId}
              value={year}
              onChange={(value) => setFilters({ ano: value === null ? '' : String(value) })}
              options={yearOptions().map((option) => ({ value: option, label: String(option) }))}
            />
          </Field>
        </div>
      </Card>
      <Card>
        {!ready ? (
          <Notice tone="info">{REWARDS_MESSAGES.fillFilters}</Notice>
        ) : swr.error ? (
          <LoadFailed
            message={REWARDS_MESSAGES.loadFailed}
            onRetry={() => void swr.mutate()}
            retrying={swr.isValidating}
          />
        ) : !swr.data ? (
          <PageLoading label="Carregando o dashboard..." />
        ) : swr.data.drivers === 0 ? (
          <Notice tone="info">{REWARDS_MESSAGES.empty}</Notice>
        ) : (
          <DashboardView dashboard={swr.data} />
        )}
      </Card>
    </div>
  );
}
