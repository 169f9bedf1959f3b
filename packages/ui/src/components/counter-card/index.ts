export {
  CounterCard,
  CounterCardGroup,
  type CounterCardGroupProps,
  type CounterCardProps,
  type CounterCardTone,
} from './counter-card';
