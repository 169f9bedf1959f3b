export {
  RowActions,
  type RowActionItem,
  type RowActionLink,
  ROW_ACTIONS_INLINE,
  rowActionSlots,
  type RowActionsProps,
} from './row-actions';
