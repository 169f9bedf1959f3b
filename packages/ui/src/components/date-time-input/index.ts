export { DateInput, type DateInputProps } from './date-input';
export { DateTimeInput, type DateTimeInputProps } from './date-time-input';
export { TimeInput, type TimeInputProps } from './time-input';
