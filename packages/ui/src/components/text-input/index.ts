export { TextInput, inputClasses, type TextInputProps } from './text-input';
