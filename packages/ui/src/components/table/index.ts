export {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type TableCellProps,
  type TableProps,
} from './table';
export { TableHeaderCell, type SortDirection, type TableHeaderCellProps } from './table-header-cell';
export { TableEmpty, TableSkeleton, type TableEmptyProps, type TableSkeletonProps } from './table-states';
