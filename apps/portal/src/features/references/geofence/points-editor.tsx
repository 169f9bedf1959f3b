import { useEffect, useMemo, useRef, useState } from 'react';
import { polygonProblems, type GeoPoint } from '@frota/domain';
import {
  Button,
  ListIcon,
  PlusIcon,
  Table,
  TableBody,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@frota/ui';
import { GeofenceProblems } from './geofence-problems.tsx';
import { GEOFENCE_MESSAGES as M } from './geofence-messages.ts';
import { PastePointsDialog } from './paste-points-dialog.tsx';
import { PointRow } from './point-row.tsx';
import { withPointAdded, withPointChanged, withPointMoved, withPointRemoved } from './points-list.ts';

export interface PointsEditorProps {
  /** The fence's corners in order. */
  points: GeoPoint[];
  onChange: (points: GeoPoint[]) => void;
  /** Shows the points as text, with no way to change them. */
  readOnly?: boolean;
}

/**
 * The fence as an ordered table of points, editable without any map: type or paste coordinates, add, remove and
 * reorder points. The live problems of `polygonProblems` (the rules the server applies too) show under the table.
 * After a move or a removal the focus stays with the button's point, so a keyboard user keeps their place.
 */
export function PointsEditor({ points, onChange, readOnly = false }: PointsEditorProps) {
  const [pasting, setPasting] = useState(false);
  const problems = useMemo(() => (points.length > 0 ? polygonProblems(points) : []), [points]);
  const box = useRef<HTMLDivElement>(null);
  // The accessible name of the control to focus once the list has re-rendered (a row moved, removed or added).
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    box.current?.querySelector<HTMLElement>(`[aria-label="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  function change(next: GeoPoint[], focus?: string) {
    pendingFocus.current = focus ?? null;
    onChange(next);
  }

  function move(index: number, offset: -1 | 1) {
    const landed = index + 1 + offset; // the point's new number
    const atEnd = offset === -1 ? landed === 1 : landed === points.length;
    // The same button on the moved point, unless it is now disabled at the end: then the opposite one.
    const up = (offset === -1) !== atEnd;
    change(withPointMoved(points, index, offset), up ? M.moveUp(landed) : M.moveDown(landed));
  }

  function remove(index: number) {
    const remaining = points.length - 1;
    change(
      withPointRemoved(points, index),
      remaining === 0 ? M.add : M.remove(Math.min(index + 1, remaining)),
    );
  }

  const columns = readOnly ? 3 : 4;
  return (
    <div ref={box} className="space-y-3">
      <Table aria-label={M.tableLabel}>
        <TableHead>
          <TableRow>
            <TableHeaderCell className="w-12">#</TableHeaderCell>
            <TableHeaderCell>Latitude</TableHeaderCell>
            <TableHeaderCell>Longitude</TableHeaderCell>
            {!readOnly && <TableHeaderCell className="w-32 text-right">Ações</TableHeaderCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.length === 0 && <TableEmpty colSpan={columns} message={M.empty} />}
          {points.map((point, index) => (
            <PointRow
              // Rows are positions: after a move the focus is placed again by name (see pendingFocus).
              key={index}
              index={index}
              count={points.length}
              point={point}
              readOnly={readOnly}
              onChange={(changed) => change(withPointChanged(points, index, changed))}
              onMove={(offset) => move(index, offset)}
              onRemove={() => remove(index)}
            />
          ))}
        </TableBody>
      </Table>
      <GeofenceProblems problems={problems} />
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="basic"
            size="sm"
            aria-label={M.add}
            onClick={() => change(withPointAdded(points), M.latitude(points.length + 1))}
          >
            <PlusIcon className="size-4" />
            {M.add}
          </Button>
          <Button variant="basic" size="sm" onClick={() => setPasting(true)}>
            <ListIcon className="size-4" />
            {M.paste}
          </Button>
        </div>
      )}
      {!readOnly && (
        <PastePointsDialog
          open={pasting}
          currentCount={points.length}
          onClose={() => setPasting(false)}
          onReplace={(pasted) => change(pasted)}
        />
      )}
    </div>
  );
}
