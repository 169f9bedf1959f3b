export { NumberInput, type NumberInputProps } from './number-input';
export { formatPtBrNumber, parsePtBrNumber } from './number-format';
