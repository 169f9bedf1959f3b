export { DotsSpinner, type DotsSpinnerProps } from './dots-spinner';
