export { Field, fieldDescribedBy, type FieldProps } from './field';
