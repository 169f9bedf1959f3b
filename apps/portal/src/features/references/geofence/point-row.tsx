import { isValidLatitude, isValidLongitude, type GeoPoint } from '@frota/domain';
import { ChevronDownIcon, ChevronUpIcon, IconButton, TableCell, TableRow, TrashIcon } from '@frota/ui';
import { CoordinateInput, formatCoordinate } from './coordinate-input.tsx';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';

export interface PointRowProps {
  /** 0-based position in the list; the row shows it 1-based, as the problems name points. */
  index: number;
  /** How many points the list has, to disable moving past either end. */
  count: number;
  point: GeoPoint;
  readOnly: boolean;
  onChange: (change: Partial<GeoPoint>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One point of the fence: its number, its two coordinates, and (when editable) move up, move down and remove. */
export function PointRow({ index, count, point, readOnly, onChange, onMove, onRemove }: PointRowProps) {
  const number = index + 1;
  if (readOnly) {
    return (
      <TableRow>
        <TableCell className="w-12 text-fg-subtle tabular-nums">{number}</TableCell>
        <TableCell className="tabular-nums">{formatCoordinate(point.latitude)}</TableCell>
        <TableCell className="tabular-nums">{formatCoordinate(point.longitude)}</TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow>
      <TableCell className="w-12 text-fg-subtle tabular-nums">{number}</TableCell>
      <TableCell className="py-2">
        <CoordinateInput
          aria-label={M.latitude(number)}
          value={point.latitude}
          invalid={Number.isFinite(point.latitude) && !isValidLatitude(point.latitude)}
          onValueChange={(latitude) => onChange({ latitude })}
        />
      </TableCell>
      <TableCell className="py-2">
        <CoordinateInput
          aria-label={M.longitude(number)}
          value={point.longitude}
          invalid={Number.isFinite(point.longitude) && !isValidLongitude(point.longitude)}
          onValueChange={(longitude) => onChange({ longitude })}
        />
      </TableCell>
      <TableCell className="py-2 whitespace-nowrap">
        <div className="flex justify-end gap-1">
          <IconButton
            label={M.moveUp(number)}
            icon={<ChevronUpIcon />}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <IconButton
            label={M.moveDown(number)}
            icon={<ChevronDownIcon />}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <IconButton label={M.remove(number)} icon={<TrashIcon />} variant="danger" onClick={onRemove} />
        </div>
      </TableCell>
    </TableRow>
  );
}
