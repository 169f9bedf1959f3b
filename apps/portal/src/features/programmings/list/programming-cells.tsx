import { EmptyValue } from '@frota/ui';
import type { CellComponent } from '@frota/engine/react';
import { formatDateTimeLong } from '@frota/domain/format';
import { ProgrammingStatusBadge } from '../shared/programming-status-badge.tsx';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The status as its coloured badge (`cell: "programming-status"`). */
const StatusCell: CellComponent = ({ record }) => (
  <span className="whitespace-nowrap">
    <ProgrammingStatusBadge status={record['status']} />
  </span>
);

/** Origin → destination → return, those the programming has (`cell: "programming-route"`). */
const RouteCell: CellComponent = ({ record }) =>
  [
    record['originReferenceName'],
    record['destinationReferenceName'],
    record['returnDestinationReferenceName'],
  ]
    .map(text)
    .filter(Boolean)
    .join(' → ') || <EmptyValue />;

/** The last address the trackers reported, its time below (`cell: "programming-last-location"`). */
const LastLocationCell: CellComponent = ({ record }) => {
  const address = text(record['currentAddressInfo']);
  if (!address) return <EmptyValue />;
  return (
    <span>
      {address}
      <span className="block text-xs text-fg-subtle">
        {formatDateTimeLong(text(record['lastLocationUpdate']))}
      </span>
    </span>
  );
};

/** The programmings' named cells, by the names their list columns give them. */
export const PROGRAMMING_CELLS = {
  'programming-status': StatusCell,
  'programming-route': RouteCell,
  'programming-last-location': LastLocationCell,
} as const satisfies Record<string, CellComponent>;
