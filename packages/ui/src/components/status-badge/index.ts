export { StatusBadge, type StatusBadgeProps } from './status-badge';
export {
  PROGRAMMING_STATUSES,
  STATUS_MARKER_COLOURS,
  UNKNOWN_PROGRAMMING_STATUS,
  findProgrammingStatus,
  statusMarkerColour,
  type ProgrammingStatusInfo,
  type ProgrammingStatusName,
} from './programming-statuses';
