export { Notice } from './notice';
export type { NoticeProps } from './notice';
