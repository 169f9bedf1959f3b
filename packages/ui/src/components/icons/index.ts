export * from './icons';
export * from './status-action-icons';
