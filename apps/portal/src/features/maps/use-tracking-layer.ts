import { useEffect, useMemo, useRef, useState } from 'react';
import type { TrackedVehicle } from '@frota/domain';
import type { MapAdapter } from './map-adapter.ts';
import { trackingMarkers, trackingView, vehiclePosition } from './tracking-markers.ts';

export interface TrackingLayerOptions {
  /** The vehicles of the last poll answer; undefined while there is no answer yet. */
  vehicles: TrackedVehicle[] | undefined;
  /** The selected programming's id, if any. */
  selectedId: number | undefined;
  /** A marker's click (its programming's id) and a popup closed by the user (undefined). */
  onSelect: (programmingId: number | undefined) => void;
  /**
   * What the vehicles answer (the monitor: its filters, once their answer arrived): a new one fits the view to
   * its vehicles. Polls of the same one only move markers.
   */
  fitKey?: string | undefined;
}

/**
 * Keeps a map (any {@link MapAdapter}) showing the monitor's vehicles: markers by status, the selected one bigger
 * and pulsing with its popup. Answers the selected vehicle and the element its popup shows, for the caller to
 * render the popup's details into (a portal).
 *
 * The view is fitted to the vehicles when the first answer with positions arrives, and for each new `fitKey`;
 * other polls only move the markers, since the user may have panned or zoomed since. A click on a marker selects it and opens its popup where the
 * map is; a selection made elsewhere (the list) centres its vehicle at the focus zoom. Closing the popup clears
 * the selection; a selected vehicle missing from an answer closes the popup and keeps the selection.
 */
export function useTrackingLayer(
  adapter: MapAdapter | null,
  { vehicles, selectedId, onSelect, fitKey }: TrackingLayerOptions,
): { selected: TrackedVehicle | undefined; popupContent: HTMLElement } {
  // The popup's content: React renders the vehicle's details into it through a portal, Google shows it.
  const [popupContent] = useState(() => document.createElement('div'));
  const latestOnSelect = useRef(onSelect);
  useEffect(() => {
    latestOnSelect.current = onSelect;
  });
  // What the map did, so a poll does not redo it: the adapter fitted to a first answer, the selection a marker
  // click made (shown where the map is), the selection already centred, and the one whose popup is open.
  const fitted = useRef<{ adapter: MapAdapter; key: string | undefined; withPoints: boolean } | null>(null);
  const clickedId = useRef<number | undefined>(undefined);
  const focusedId = useRef<number | undefined>(undefined);
  const popupId = useRef<number | undefined>(undefined);

  const markers = useMemo(() => trackingMarkers(vehicles ?? [], selectedId), [vehicles, selectedId]);
  const selected = useMemo(() => {
    const vehicle = vehicles?.find((candidate) => candidate.programmingId === selectedId);
    return vehicle && vehiclePosition(vehicle) ? vehicle : undefined;
  }, [vehicles, selectedId]);

  useEffect(() => {
    if (!adapter) return;
    const stopClicks = adapter.onMarkerClick((id) => {
      clickedId.current = Number(id);
      latestOnSelect.current(Number(id));
    });
    const stopCloses = adapter.onPopupClose(() => {
      popupId.current = undefined;
      latestOnSelect.current(undefined);
    });
    return () => {
      stopClicks();
      stopCloses();
    };
  }, [adapter]);

  useEffect(() => {
    adapter?.setMarkers(markers);
  }, [adapter, markers]);

  // Before the first answer the default view; at the first answer, the fit (Brasília when nothing has a
  // position). Again only at the first answer with positions after an empty one, and for other parameters.
  useEffect(() => {
    if (!adapter) return;
    const last = fitted.current;
    if (last?.adapter === adapter && last.key === fitKey && last.withPoints) return;
    const { points, fallback } = trackingView(vehicles);
    if (last?.adapter === adapter && last.key === fitKey && points.length === 0) return;
    adapter.fitPoints(points, fallback);
    if (vehicles) fitted.current = { adapter, key: fitKey, withPoints: points.length > 0 };
  }, [adapter, vehicles, fitKey]);

  // After the markers (the popup opens over a marker already shown) and after the fit (a focus wins over it).
  useEffect(() => {
    if (!adapter) return;
    if (selectedId === undefined) focusedId.current = undefined;
    if (!selected) {
      if (popupId.current !== undefined) adapter.closePopup();
      popupId.current = undefined;
      return;
    }
    if (popupId.current === selected.programmingId) return;
    const fromClick = clickedId.current === selected.programmingId;
    clickedId.current = undefined;
    const position = vehiclePosition(selected);
    if (!fromClick && focusedId.current !== selected.programmingId && position) adapter.focus(position);
    focusedId.current = selected.programmingId;
    adapter.openPopup(String(selected.programmingId), popupContent);
    popupId.current = selected.programmingId;
  }, [adapter, selectedId, selected, popupContent]);

  return { selected, popupContent };
}
