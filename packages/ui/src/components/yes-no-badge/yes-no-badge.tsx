import { Badge } from '../badge';

export interface YesNoBadgeProps {
  value: boolean;
  className?: string;
}

/** A boolean column: green "Sim" or grey "Não". */
export function YesNoBadge({ value, className }: YesNoBadgeProps) {
  return (
    <Badge tone={value ? 'green' : 'grey'} className={className}>
      {value ? 'Sim' : 'Não'}
    </Badge>
  );
}
