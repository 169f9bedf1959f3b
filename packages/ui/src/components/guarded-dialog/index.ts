export { GuardedDialog, type GuardedDialogProps } from './guarded-dialog';
