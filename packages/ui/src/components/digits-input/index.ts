export { DigitsInput, type DigitsInputProps } from './digits-input';
