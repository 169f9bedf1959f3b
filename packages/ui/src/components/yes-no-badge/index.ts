export { YesNoBadge, type YesNoBadgeProps } from './yes-no-badge';
