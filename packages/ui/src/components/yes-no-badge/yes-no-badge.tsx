import { Badge } from '../badge';

export interface YesNoBadgeProps {
  /** The boolean to show: true reads "Sim" (green), false reads "Não" (grey). */
  value: boolean;
  /** Classes added to the badge (layout only, such as a margin). */
  className?: string;
}

/**
 * A boolean value as a pill: green "Sim" or grey "Não".
 *
 * **When to use.** In a table column or a details list for a yes/no field, such as "Ativo" in a list of
 * drivers. Use `Badge` for any other status or category, and a `Switch`
 * when the user can change the value in place.
 *
 * **Accessibility.** Plain text in a `<span>`, with no role: a screen reader reads "Sim" or "Não", and the
 * column header says what it answers. The colour repeats the word, so nothing depends on seeing it.
 *
 * @example <YesNoBadge value={driver.active} />
 */
export function YesNoBadge({ value, className }: YesNoBadgeProps) {
  return (
    <Badge tone={value ? 'green' : 'grey'} className={className}>
      {value ? 'Sim' : 'Não'}
    </Badge>
  );
}
