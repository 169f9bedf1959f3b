export { Field, fieldDescribedBy, fieldLabelId, type FieldProps } from './field';
