export { LoadFailed, type LoadFailedProps } from './load-failed';
