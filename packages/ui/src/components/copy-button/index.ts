export { COPY_FEEDBACK_MS, CopyButton, type CopyButtonProps } from './copy-button';
