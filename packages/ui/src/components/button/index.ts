export { Button, buttonClasses, type ButtonProps, type ButtonVariants } from './button';
