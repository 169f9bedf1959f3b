export { CenteredLayout } from './centered-layout';
export type { CenteredLayoutProps } from './centered-layout';
