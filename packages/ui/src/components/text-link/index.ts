export { TextLink, textLinkClasses, type TextLinkProps } from './text-link';
