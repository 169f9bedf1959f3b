export { CircularGauge, type CircularGaugeProps } from './gauge';
