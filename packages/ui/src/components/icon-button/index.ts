export { IconButton, iconButtonClasses, type IconButtonProps } from './icon-button';
