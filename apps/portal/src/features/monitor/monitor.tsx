import { useMemo, useState } from 'react';
import { type ColumnInput, type EntitySchema, listColumns } from '@frota/engine';
import {
  ListContext,
  ListFilters,
  ListPagination,
  ListTable,
  NamedCells,
  useListController,
} from '@frota/engine/react';
import { cn, Notice, PageHeader } from '@frota/ui';
import { usePolling } from '../../app/use-polling.ts';
import { LazyTrackingMap } from '../maps/lazy-tracking-map.tsx';
import { GOOGLE_MAPS_API_KEY } from '../maps/maps-config.ts';
import { COMPACT_COLUMNS, PER_PAGE } from '../programmings/list/list-mode.ts';
import type { ProgrammingRow } from '../programmings/list/programming-row.ts';
import { fetchMonitorFeed } from './monitor-api.ts';
import { MonitorCards } from './monitor-cards.tsx';
import { MONITOR_DEFAULT_ORDER, MONITOR_POLL_MS } from './monitor-config.ts';
import { MONITOR_MESSAGES } from './monitor-messages.ts';
import { MONITOR_CELLS, MonitorSelectionContext } from './monitor-plate-cell.tsx';
import { PROGRAMMING_CELLS } from '../programmings/list/programming-cells.tsx';
import { vehicleFor } from './monitor-selection.ts';
import { PollStatus } from './poll-status.tsx';

const NUMBER = new Intl.NumberFormat('pt-BR');
const CELLS = { ...PROGRAMMING_CELLS, ...MONITOR_CELLS };

/** The programmings' compact columns, the plate a button that shows the vehicle on the map. */
const MONITOR_COLUMNS: readonly ColumnInput[] = COMPACT_COLUMNS.map((column) =>
  typeof column !== 'string' && column.field === 'mainVehiclePlateName'
    ? { ...column, cell: 'monitor-plate' }
    : column,
);

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
  const columns = useMemo(() => listColumns(entity, MONITOR_COLUMNS), [entity]);
  const list = useListController(entity, {
    perPage: PER_PAGE.compact,
    columns,
    defaultOrder: MONITOR_DEFAULT_ORDER,
  });
  const filters = list.applied;
  const feed = usePolling(
    ['monitor.feed', entity.api.basePath, JSON.stringify(filters)],
    () => fetchMonitorFeed(entity, filters),
    { intervalMs: pollMs, onPoll: list.retry },
  );
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const selection = useMemo(
    () => ({
      selectedId,
      toggle: (id: number) => setSelectedId((current) => (current === id ? undefined : id)),
    }),
    [selectedId],
  );
  const rows = list.rows as ProgrammingRow[];
  const vehicles = feed.data?.vehicles;
  const selectedVehicle = vehicleFor(selectedId, vehicles, rows);

  return (
    <ListContext value={list}>
      <div className="space-y-4">
        <PageHeader
          title={MONITOR_MESSAGES.title}
          subtitle={MONITOR_MESSAGES.subtitle}
          actions={<PollStatus updatedAt={feed.updatedAt} failed={feed.failed} isPolling={feed.isPolling} />}
        />
        <ListFilters />
        <MonitorCards
          counts={feed.data?.counts}
          failed={feed.failed}
          statusFilter={filters['status'] ?? ''}
          onFilter={(status) => list.filterBy({ status })}
        />
        {/* Without a map there is nothing to put beside the list: the map area's note goes first, the list full width. */}
        <div
          className={cn(
            'grid items-start gap-4',
            mapKey ? 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : '[&>*:last-child]:-order-1',
          )}
        >
          <section aria-label={MONITOR_MESSAGES.listLabel} className="min-w-0 space-y-3">
            <NamedCells cells={CELLS}>
              <MonitorSelectionContext value={selection}>
                <ListTable density="compact" actions={null} selectedId={selectedId} />
              </MonitorSelectionContext>
            </NamedCells>
            <ListPagination />
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
    </ListContext>
  );
}
