export { Select, type SelectProps } from './select';
export { filterOptions, foldForSearch, fromShortList, type SelectOption, type ShortListItem } from './option';
