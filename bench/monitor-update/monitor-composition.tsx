/**
 * The monitor's data path without its filters form and without Google's loader: the poll (`usePolling`), the
 * header's poll status, the five counter cards, the compact list's page (its own SWR call, reloaded after
 * each poll as `useProgrammingList` is by the monitor's `onPoll`) with its pagination, and the tracking layer
 * driving a map adapter, with the popup of the selected vehicle rendered into it as TrackingMap does.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import useSWR from 'swr';
import type { MonitorFeed, TrackedVehicle } from '@frota/domain';
import type { ListPage } from '@frota/engine';
import { PageHeader, Pagination } from '@frota/ui';
import { usePolling } from '../../apps/portal/src/app/use-polling.ts';
import type { MapAdapter } from '../../apps/portal/src/features/maps/map-adapter.ts';
import { TrackingPopup } from '../../apps/portal/src/features/maps/tracking-popup.tsx';
import { useTrackingLayer } from '../../apps/portal/src/features/maps/use-tracking-layer.ts';
import { MonitorCards } from '../../apps/portal/src/features/monitor/monitor-cards.tsx';
import { MONITOR_MESSAGES } from '../../apps/portal/src/features/monitor/monitor-messages.ts';
import { vehicleFor } from '../../apps/portal/src/features/monitor/monitor-selection.ts';
import { PollStatus } from '../../apps/portal/src/features/monitor/poll-status.tsx';
import type { ProgrammingRow } from '../../apps/portal/src/features/programmings/list/programming-row.ts';
import { ProgrammingTable } from '../../apps/portal/src/features/programmings/list/programming-table.tsx';
import { PROGRAMMINGS_LIST_KEY } from '../../apps/portal/src/features/programmings/list/use-programming-list.ts';

export interface MonitorSource {
  /** The poll: the monitor's answer, parsed from the text the network delivered. */
  fetchFeed: () => Promise<MonitorFeed>;
  /** The list's page, likewise. */
  fetchRows: () => Promise<ListPage<ProgrammingRow>>;
}

export interface MonitorCompositionProps {
  adapter: MapAdapter;
  source: MonitorSource;
  pollMs: number;
  /** A vehicle selected from the start (its marker pulses and its popup follows it). */
  initialSelectedId?: number;
  /** Called at the end of every commit's effects (this is the tree's last effect). */
  onCommit: () => void;
}

const NO_FILTER = '{}';

function TrackingLayer({
  adapter,
  vehicles,
  selectedId,
  onSelect,
  fitKey,
}: {
  adapter: MapAdapter;
  vehicles: TrackedVehicle[] | undefined;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  fitKey: string | undefined;
}) {
  const { selected, popupContent } = useTrackingLayer(adapter, { vehicles, selectedId, onSelect, fitKey });
  return selected ? createPortal(<TrackingPopup vehicle={selected} />, popupContent) : null;
}

/** Runs after every other effect of a commit: the moment the update is on screen and the map told. */
function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit());
  return null;
}

export function MonitorComposition({
  adapter,
  source,
  pollMs,
  initialSelectedId,
  onCommit,
}: MonitorCompositionProps) {
  const list = useSWR([PROGRAMMINGS_LIST_KEY, NO_FILTER], source.fetchRows, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const { mutate } = list;
  const reload = useCallback(() => void mutate(), [mutate]);
  const feed = usePolling(['monitor.feed', '/v1/backoffice/programmings', NO_FILTER], source.fetchFeed, {
    intervalMs: pollMs,
    onPoll: reload,
  });
  const [selectedId, setSelectedId] = useState<number | undefined>(initialSelectedId);
  const rows = list.data?.itens ?? [];
  const vehicles = feed.data?.vehicles;
  const selectedVehicle = vehicleFor(selectedId, vehicles, rows);

  return (
    <div>
      <PageHeader
        title={MONITOR_MESSAGES.title}
        subtitle={MONITOR_MESSAGES.subtitle}
        actions={<PollStatus updatedAt={feed.updatedAt} failed={feed.failed} isPolling={feed.isPolling} />}
      />
      <MonitorCards counts={feed.data?.counts} statusFilter="" onFilter={() => {}} />
      <section aria-label={MONITOR_MESSAGES.listLabel}>
        <ProgrammingTable
          mode="compact"
          rows={rows}
          isLoading={list.isLoading}
          isRefreshing={list.isValidating && !list.isLoading}
          selection={{
            selectedId,
            hint: MONITOR_MESSAGES.showOnMap,
            onSelect: (row) => setSelectedId((current) => (current === row.id ? undefined : row.id)),
          }}
        />
        {(list.data?.totalPages ?? 0) > 1 && (
          <Pagination page={1} totalPages={list.data!.totalPages} onPageChange={() => {}} />
        )}
      </section>
      <TrackingLayer
        adapter={adapter}
        vehicles={vehicles}
        selectedId={selectedVehicle?.programmingId}
        onSelect={setSelectedId}
        fitKey={feed.dataKey}
      />
      <CommitProbe onCommit={onCommit} />
    </div>
  );
}
