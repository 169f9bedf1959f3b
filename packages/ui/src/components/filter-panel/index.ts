export { FilterPanel, type FilterPanelProps } from './filter-panel';
