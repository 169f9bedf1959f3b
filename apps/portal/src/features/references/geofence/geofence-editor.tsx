import type { GeoPoint } from '@frota/domain';
import { LazyGeofenceMap } from '../../maps/lazy-geofence-map.tsx';
import { PointsEditor } from './points-editor.tsx';

export interface GeofenceEditorProps {
  /** The fence's corners in order (the reference's `geofence.points`, by `index`). */
  points: GeoPoint[];
  onChange: (points: GeoPoint[]) => void;
  /** The view modal and the Manager: everything shown, nothing editable. */
  readOnly?: boolean;
  /** Height of the map in pixels (spec 02 §9: 600). */
  mapHeight?: number;
}

/**
 * The reference's "Configurar cerca eletrônica" tab: the map (loaded only when there is a Google Maps key) and,
 * under it, the same fence as a table of points, which works with or without the map. Both edit one list, which
 * the caller holds; the problems shown are those the server refuses (see `polygonProblems`).
 */
export function GeofenceEditor({ points, onChange, readOnly = false, mapHeight }: GeofenceEditorProps) {
  return (
    <div className="space-y-4">
      <LazyGeofenceMap points={points} onChange={onChange} readOnly={readOnly} height={mapHeight} />
      <PointsEditor points={points} onChange={onChange} readOnly={readOnly} />
    </div>
  );
}
