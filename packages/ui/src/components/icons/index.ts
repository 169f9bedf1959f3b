export * from './icons';
export * from './status-action-icons';
export * from './feedback-icons';
