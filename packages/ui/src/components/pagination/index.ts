export { Pagination, type PaginationProps } from './pagination';
export { paginationRange, type PaginationItem, type PaginationRangeOptions } from './pagination-range';
