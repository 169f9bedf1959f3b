import { createContext, use } from 'react';
import { EmptyValue } from '@frota/ui';
import type { CellComponent } from '@frota/engine/react';
import { formatPlate } from '@frota/domain/format';
import { MONITOR_MESSAGES } from './monitor-messages.ts';

/** The programming shown on the map, and how the list's plate buttons change it. */
export interface MonitorSelection {
  selectedId: number | undefined;
  toggle: (id: number) => void;
}

export const MonitorSelectionContext = createContext<MonitorSelection>({
  selectedId: undefined,
  toggle: () => undefined,
});

/** The plate as a toggle button that shows (or stops showing) the programming on the map. */
const MonitorPlateCell: CellComponent = ({ value, record }) => {
  const { selectedId, toggle } = use(MonitorSelectionContext);
  return (
    <button
      type="button"
      aria-pressed={record.id === selectedId}
      title={MONITOR_MESSAGES.showOnMap}
      onClick={() => toggle(record.id)}
      className="whitespace-nowrap rounded-control font-medium text-fg-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:text-fg-accent-strong"
    >
      {formatPlate(typeof value === 'string' ? value : '') || <EmptyValue />}
    </button>
  );
};

/** The monitor's named cells: its list's plate selects the vehicle on the map. */
export const MONITOR_CELLS = { 'monitor-plate': MonitorPlateCell } as const;
