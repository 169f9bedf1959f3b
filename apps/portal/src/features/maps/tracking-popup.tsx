import { programmingStatusLabel, type TrackedVehicle } from '@frota/domain';
import { KeyValueList, type KeyValueItem } from '@frota/ui';
import { formatDateTimeLong, formatPlate } from '@frota/domain/format';
import { MAP_MESSAGES } from './map-messages.ts';

const M = MAP_MESSAGES.popup;

/** The popup's rows (spec 02 §2); an empty value shows an em dash, read 'Não informado'. */
export function trackingPopupItems(vehicle: TrackedVehicle): KeyValueItem[] {
  return [
    { label: M.plates, value: vehicle.plates.map(formatPlate).filter(Boolean).join(' / ') },
    { label: M.status, value: programmingStatusLabel(vehicle.status) },
    { label: M.origin, value: vehicle.origin },
    { label: M.destination, value: vehicle.destination },
    { label: M.address, value: vehicle.address },
    { label: M.updatedAt, value: formatDateTimeLong(vehicle.updatedAt) },
  ];
}

/**
 * What the tracking map's popup shows of a vehicle: its plates, status, origin, destination, address and last
 * update, as a description list. Of a fixed width: Google sizes the popup to its content.
 */
export function TrackingPopup({ vehicle }: { vehicle: TrackedVehicle }) {
  return <KeyValueList className="w-64" items={trackingPopupItems(vehicle)} />;
}
