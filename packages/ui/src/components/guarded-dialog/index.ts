export {
  DiscardChangesDialog,
  GuardedDialog,
  type DiscardChangesDialogProps,
  type GuardedDialogProps,
} from './guarded-dialog';
