export { BlockingOverlay, type BlockingOverlayProps } from './blocking-overlay';
