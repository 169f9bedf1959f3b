import { Badge } from '../badge';
import { findProgrammingStatus, UNKNOWN_PROGRAMMING_STATUS } from './programming-statuses';

export interface StatusBadgeProps {
  /** The programming status as the API sends it: its number (3), a numeric string ('3') or its name ('LoadedTransit'). */
  status: string | number | null | undefined;
  /** Classes added to the badge (layout only, such as a margin). */
  className?: string;
}

/**
 * A trip programming's status as a coloured pill with its pt-BR label (spec 02 §4 and §9). An unknown or
 * missing status reads 'Desconhecido', in grey.
 *
 * **When to use.** Wherever a programming's status is shown: list columns, the monitor, details pages. Its colour
 * matches the status's map marker. Use `YesNoBadge` for a yes/no field and `Badge` for any other status or
 * category.
 *
 * **Accessibility.** Plain text in a `<span>`, with no role: a screen reader reads the label ("Em Trânsito
 * Carregado"). The label carries the meaning; the colour only repeats it.
 *
 * @example <StatusBadge status="LoadedTransit" /> // orange 'Em Trânsito Carregado'
 */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const info = findProgrammingStatus(status) ?? UNKNOWN_PROGRAMMING_STATUS;
  return (
    <Badge tone={info.tone} className={className}>
      {info.label}
    </Badge>
  );
}
