export * from './icons';
export * from './status-action-icons';
export * from './date-icons';
export * from './feedback-icons';
export * from './menu-icons';
