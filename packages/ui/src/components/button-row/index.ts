export { ButtonRow } from './button-row';
export type { ButtonRowProps } from './button-row';
