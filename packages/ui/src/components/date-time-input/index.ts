export { DateTimeInput, type DateTimeInputProps } from './date-time-input';
export { isCompleteDateTime } from './date-time';
