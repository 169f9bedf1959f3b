import { programmingStatusDisplay } from '@frota/domain';
import { Badge } from '@frota/ui';

export interface ProgrammingStatusBadgeProps {
  /** The status as the API sends it: its number (3), a numeric string ('3') or its name ('LoadedTransit'). */
  status: unknown;
}

/**
 * A programming's status as a pill with its pt-BR label in its badge colour (spec 02 §4, §9); anything the
 * status table does not know reads 'Desconhecido', grey.
 *
 * @example <ProgrammingStatusBadge status="LoadedTransit" /> // orange 'Em Trânsito Carregado'
 */
export function ProgrammingStatusBadge({ status }: ProgrammingStatusBadgeProps) {
  const { label, badge } = programmingStatusDisplay(status);
  return <Badge tone={badge}>{label}</Badge>;
}
