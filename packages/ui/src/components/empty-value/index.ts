export { EmptyValue } from './empty-value';
