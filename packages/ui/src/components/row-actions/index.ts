export {
  ROW_ACTIONS_INLINE,
  RowActions,
  type RowActionItem,
  type RowActionLink,
  type RowActionsProps,
} from './row-actions';
