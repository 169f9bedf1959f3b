export { StatusBadge, type StatusBadgeProps } from './status-badge';
export {
  MONITOR_COUNTERS,
  PROGRAMMING_STATUSES,
  MARKER_HEX,
  STATUS_MARKER_COLOURS,
  STATUS_MARKER_TONES,
  UNKNOWN_PROGRAMMING_STATUS,
  findProgrammingStatus,
  monitorCounterOf,
  type MonitorCounter,
  statusMarkerColour,
  type ProgrammingStatusInfo,
  type ProgrammingStatusName,
} from './programming-statuses';
