export { KeyValueList, type KeyValueItem, type KeyValueListProps } from './key-value-list';
