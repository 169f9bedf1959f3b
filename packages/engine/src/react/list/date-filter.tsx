/** The date input of a list's date filters, apart: only the lists with one load it (filter-inputs.tsx). */
export { DateInput } from '@frota/ui';
