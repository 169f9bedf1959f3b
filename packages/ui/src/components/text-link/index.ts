export { textLinkClasses } from './text-link';
