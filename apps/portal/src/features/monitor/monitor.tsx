import { useState } from 'react';
import type { EntitySchema } from '@frota/engine';
import { cn, ErrorBox, Notice, PageHeader, Pagination } from '@frota/ui';
import { usePolling } from '../../app/use-polling.ts';
import { LazyTrackingMap } from '../maps/lazy-tracking-map.tsx';
import { GOOGLE_MAPS_API_KEY } from '../maps/maps-config.ts';
import { PER_PAGE } from '../programmings/list/list-mode.ts';
import { ProgrammingFilters } from '../programmings/list/programming-filters.tsx';
import type { ProgrammingRow } from '../programmings/list/programming-row.ts';
import { ProgrammingTable } from '../programmings/list/programming-table.tsx';
import { useProgrammingList } from '../programmings/list/use-programming-list.ts';
import { PROGRAMMING_MESSAGES } from '../programmings/shared/programming-messages.ts';
import { fetchMonitorFeed } from './monitor-api.ts';
import { MonitorCards } from './monitor-cards.tsx';
import { MONITOR_POLL_MS } from './monitor-config.ts';
import { MONITOR_MESSAGES } from './monitor-messages.ts';
import { vehicleFor } from './monitor-selection.ts';
import { PollStatus } from './poll-status.tsx';

const NUMBER = new Intl.NumberFormat('pt-BR');

export interface MonitorProps {
  entity: EntitySchema;
  /** Milliseconds between polls (spec 02 §9: 30 seconds; the build setting shortens it in tests). */
  pollMs?: number;
  /** The Google Maps key; the portal's configured key by default. Without one the list takes the whole width. */
  mapKey?: string | undefined;
}

/**
 * The control tower's monitor (spec 02 §2, §4, §9): the programmings' filters, the five counter cards, the
 * compact list and the tracking map, side by side on a wide screen. One poll answers the cards and the map;
 * each poll also refreshes the list's page, so the three agree. Everything but the map works without one.
 */
export function Monitor({ entity, pollMs = MONITOR_POLL_MS, mapKey = GOOGLE_MAPS_API_KEY }: MonitorProps) {
  const list = useProgrammingList(entity, PER_PAGE.compact);
  const { filters } = list.view;
  const feed = usePolling(
    ['monitor.feed', entity.api.basePath, JSON.stringify(filters)],
    () => fetchMonitorFeed(entity, filters),
    { intervalMs: pollMs, onPoll: list.reload },
  );
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const rows = list.rows as ProgrammingRow[];
  const vehicles = feed.data?.vehicles;
  const selectedVehicle = vehicleFor(selectedId, vehicles, rows);

  return (
    <div className="space-y-4">
      <PageHeader
        title={MONITOR_MESSAGES.title}
        subtitle={MONITOR_MESSAGES.subtitle}
        actions={<PollStatus updatedAt={feed.updatedAt} failed={feed.failed} isPolling={feed.isPolling} />}
      />
      <ProgrammingFilters entity={entity} view={list.view} onApply={list.setView} />
      <MonitorCards
        counts={feed.data?.counts}
        statusFilter={filters.status}
        onFilter={(status) => list.setView({ ...list.view, page: 1, filters: { ...filters, status } })}
      />
      {/* Without a map there is nothing to put beside the list: the map area's note goes first, the list full width. */}
      <div
        className={cn(
          'grid items-start gap-4',
          mapKey ? '2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : '[&>*:last-child]:-order-1',
        )}
      >
        <section aria-label={MONITOR_MESSAGES.listLabel} className="min-w-0 space-y-3">
          {list.error && rows.length === 0 ? (
            <ErrorBox messages={[PROGRAMMING_MESSAGES.listFailed]} />
          ) : (
            <ProgrammingTable
              mode="compact"
              rows={rows}
              isLoading={list.isLoading}
              isRefreshing={list.isRefreshing}
              selection={{
                selectedId,
                hint: MONITOR_MESSAGES.showOnMap,
                onSelect: (row) => setSelectedId((current) => (current === row.id ? undefined : row.id)),
              }}
            />
          )}
          {list.totalPages > 1 && (
            <Pagination
              page={list.view.page}
              totalPages={list.totalPages}
              onPageChange={(page) => list.setView({ ...list.view, page })}
            />
          )}
          {selectedId !== undefined && vehicles && !selectedVehicle && (
            <Notice tone="info">{MONITOR_MESSAGES.noPosition}</Notice>
          )}
          {feed.data?.truncated && (
            <Notice tone="info">
              {MONITOR_MESSAGES.truncated(NUMBER.format(feed.data.vehicles.length))}
            </Notice>
          )}
        </section>
        <LazyTrackingMap
          apiKey={mapKey}
          vehicles={vehicles}
          selectedId={selectedVehicle?.programmingId}
          fitKey={feed.dataKey}
          onSelect={setSelectedId}
        />
      </div>
    </div>
  );
}
