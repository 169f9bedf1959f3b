export { AsyncCombobox, type AsyncComboboxProps } from './async-combobox';
export { defaultAsyncComboboxMessages, type AsyncComboboxMessages } from './async-combobox-options';
export {
  useAsyncOptions,
  type AsyncOptionsState,
  type AsyncOptionsStatus,
  type LoadOptions,
  type UseAsyncOptionsParams,
} from './use-async-options';
