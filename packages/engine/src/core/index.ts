export type * from './types.ts';
export { can } from './permissions.ts';
export type { PermissionCheck, PermissionResult } from './permissions.ts';
export { resolveMessages, fillMessage } from './messages.ts';
export { resolveEntity, snakeCase, camelCase, pascalCase } from './resolve-entity.ts';
export type { ColumnInput } from './conventions/column-conventions.ts';
export { listColumns } from './list-columns.ts';
export { displayFormatOf } from './display-format.ts';
export { callerRefusal, refusedRowAction } from './caller-refusals.ts';
export { fillTemplate, templateFields } from './record-name.ts';
export type { Retirement } from './caller-refusals.ts';
export { filterDependency, dependentFilterParams } from './list-filter-dependencies.ts';
export {
  ID_FIELD,
  CREATED_AT_FIELD,
  IS_ACTIVE_FIELD,
  ACCOUNT_EMAIL_FIELD,
  ACCOUNT_PASSWORD_FIELD,
} from './field-names.ts';
export { columnValue } from './column-value.ts';
export { notRegistered } from './not-registered.ts';
export {
  formJsonSchema,
  formVariant,
  variantFor,
  blankRequiredErrors,
  EMAIL_PATTERN,
} from './form-schema.ts';
export type { FormJsonSchema, FieldJsonSchema } from './form-schema.ts';
export { validationMessage, errorField } from './validation-messages.ts';
export { fieldMessage } from './field-message.ts';
export type { ValidationIssue } from './validation-messages.ts';
export { apiCall, pathPlaceholders, serverRoute } from './api-paths.ts';
export type { ResolvedCall, EntityApi } from './api-paths.ts';
export {
  appendFilters,
  filterValues,
  listQueryString,
  parseListQuery,
  parseListSort,
  pageParam,
  sortableFields,
  namedOrder,
  optionSort,
  isIsoDate,
  SORT_PARAM,
  ORDER_PARAM,
} from './list-query.ts';
export type { ListParams, ListSort, ParsedFilter, InvalidFilter } from './list-query.ts';
export { excelExportCall, excelExportQuery, excelFileName, EXCEL_EXPORT_SUFFIX } from './list-export.ts';
export {
  interpolatePath,
  editPath,
  recordDisplayName,
  parentIdFromUrl,
  withQuery,
  listPathOf,
  newRecordPath,
  parentValuesFromUrl,
} from './routes.ts';
export { BROWSER_AJV_OPTIONS } from './ajv-options.ts';
export { readData, readErrors, readFieldErrors } from './read-response.ts';
export { readListPage } from './read-list-page.ts';
export { PROFILES, isStaffProfile } from './profiles.ts';
export { isConfinedToClient, ownClientField } from './tenancy.ts';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordErrors,
  passwordLengthError,
} from './password-rules.ts';
export { checkDigitErrors, hasValidCheckDigits } from './check-digits.ts';
export {
  afterErrors,
  atMostErrors,
  decimalErrors,
  decimalPlaces,
  differentFromErrors,
  requiredWhenErrors,
  ruleFields,
  sameAsErrors,
  unreadableNumberErrors,
} from './field-rules.ts';
export {
  createForms,
  entityCalls,
  variantOf,
  variantOfValue,
  variantValues,
  variantView,
  variantViews,
} from './variants.ts';
export { validatorKey, profilesWithOwnVariant } from './validator-key.ts';
export { normalizeInput } from './normalize-input.ts';
