/**
 * The monitor's data path without its filters form and without Google's loader: the poll (`usePolling`), the
 * header's poll status, the five counter cards, the compact list's page (the engine's list controller over
 * programmings.json, reloaded after each poll as the monitor's `onPoll` does) with its pagination, and the
 * tracking layer driving a map adapter, with the popup of the selected vehicle rendered into it as TrackingMap
 * does.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import type { MonitorFeed, TrackedVehicle } from '@frota/domain';
import { type ListPage, listColumns } from '@frota/engine';
import { entityById } from '@frota/engine/entities';
import {
  type DataProvider,
  EngineProvider,
  ListContext,
  ListPagination,
  ListTable,
  NamedCells,
  useListController,
} from '@frota/engine/react';
import { PageHeader } from '@frota/ui';
import { usePolling } from '../../apps/portal/src/app/use-polling.ts';
import type { MapAdapter } from '../../apps/portal/src/features/maps/map-adapter.ts';
import { TrackingPopup } from '../../apps/portal/src/features/maps/tracking-popup.tsx';
import { useTrackingLayer } from '../../apps/portal/src/features/maps/use-tracking-layer.ts';
import { MonitorCards } from '../../apps/portal/src/features/monitor/monitor-cards.tsx';
import { MONITOR_MESSAGES } from '../../apps/portal/src/features/monitor/monitor-messages.ts';
import { vehicleFor } from '../../apps/portal/src/features/monitor/monitor-selection.ts';
import { PollStatus } from '../../apps/portal/src/features/monitor/poll-status.tsx';
import {
  MONITOR_CELLS,
  MonitorSelectionContext,
} from '../../apps/portal/src/features/monitor/monitor-plate-cell.tsx';
import { COMPACT_COLUMNS, PER_PAGE } from '../../apps/portal/src/features/programmings/list/list-mode.ts';
import { PROGRAMMING_CELLS } from '../../apps/portal/src/features/programmings/list/programming-cells.tsx';
import type { ProgrammingRow } from '../../apps/portal/src/features/programmings/list/programming-row.ts';

const PROGRAMMINGS = entityById('programmings');
const CELLS = { ...PROGRAMMING_CELLS, ...MONITOR_CELLS };
const COLUMNS = listColumns(
  PROGRAMMINGS,
  COMPACT_COLUMNS.map((column) =>
    typeof column !== 'string' && column.field === 'mainVehiclePlateName'
      ? { ...column, cell: 'monitor-plate' }
      : column,
  ),
);

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

/** The list call answered by the source; nothing else is called. */
function sourceProvider(source: MonitorSource): DataProvider {
  const unused = () => Promise.reject(new Error('The monitor bench lists only.'));
  return {
    list: source.fetchRows as DataProvider['list'],
    get: unused,
    create: unused,
    update: unused,
    remove: unused,
    setActive: unused,
    options: async () => [],
    call: unused,
  };
}

function Composition({ adapter, source, pollMs, initialSelectedId, onCommit }: MonitorCompositionProps) {
  const list = useListController(PROGRAMMINGS, { perPage: PER_PAGE.compact, columns: COLUMNS });
  const feed = usePolling(['monitor.feed', '/v1/backoffice/programmings', NO_FILTER], source.fetchFeed, {
    intervalMs: pollMs,
    onPoll: list.retry,
  });
  const [selectedId, setSelectedId] = useState<number | undefined>(initialSelectedId);
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
      <PageHeader
        title={MONITOR_MESSAGES.title}
        subtitle={MONITOR_MESSAGES.subtitle}
        actions={<PollStatus updatedAt={feed.updatedAt} failed={feed.failed} isPolling={feed.isPolling} />}
      />
      <MonitorCards counts={feed.data?.counts} statusFilter="" onFilter={() => {}} />
      <section aria-label={MONITOR_MESSAGES.listLabel}>
        <NamedCells cells={CELLS}>
          <MonitorSelectionContext value={selection}>
            <ListTable density="compact" actions={null} selectedId={selectedId} />
          </MonitorSelectionContext>
        </NamedCells>
        <ListPagination />
      </section>
      <TrackingLayer
        adapter={adapter}
        vehicles={vehicles}
        selectedId={selectedVehicle?.programmingId}
        onSelect={setSelectedId}
        fitKey={feed.dataKey}
      />
      <CommitProbe onCommit={onCommit} />
    </ListContext>
  );
}

export function MonitorComposition(props: MonitorCompositionProps) {
  const engine = useMemo(
    () => ({ dataProvider: sourceProvider(props.source), profile: 'Admin' }),
    [props.source],
  );
  return (
    <MemoryRouter initialEntries={['/torre/index.tsx']}>
      <EngineProvider value={engine}>
        <Composition {...props} />
      </EngineProvider>
    </MemoryRouter>
  );
}
