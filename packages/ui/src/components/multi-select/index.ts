export { MultiSelect, type MultiSelectProps } from './multi-select';
