export { ErrorBox, type ErrorBoxProps } from './error-box';
