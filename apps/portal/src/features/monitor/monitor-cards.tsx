import { MONITOR_CARDS, type MonitorCardKey, PROGRAMMING_STATUSES } from '@frota/domain';
import { CounterCard, CounterCardGroup } from '@frota/ui';

/** The status filter (its number, as the list's filter sends it) a card's click sets (spec 02 §4). */
export const CARD_FILTERS: Record<MonitorCardKey, string> = Object.fromEntries(
  MONITOR_CARDS.map((card) => [card.key, String(PROGRAMMING_STATUSES.indexOf(card.filter))]),
) as Record<MonitorCardKey, string>;

export interface MonitorCardsProps {
  /** Undefined until the first answer: the cards show placeholders. */
  counts: Record<MonitorCardKey, number> | undefined;
  /** The list's status filter ('' for none): the card that set it is shown pressed. */
  statusFilter: string;
  /** A card's status filter, or '' when its pressed card is clicked again. */
  onFilter: (status: string) => void;
}

/**
 * The five counter cards (spec 02 §4): each counts its statuses under the other filters, and a click filters
 * the list and the map by the card's status; a second click removes the filter.
 */
export function MonitorCards({ counts, statusFilter, onFilter }: MonitorCardsProps) {
  return (
    <CounterCardGroup>
      {MONITOR_CARDS.map((card) => {
        const filter = CARD_FILTERS[card.key];
        const active = statusFilter === filter;
        return (
          <CounterCard
            key={card.key}
            label={card.label}
            count={counts?.[card.key] ?? 0}
            loading={counts === undefined}
            tone={card.tone}
            active={active}
            onClick={() => onFilter(active ? '' : filter)}
          />
        );
      })}
    </CounterCardGroup>
  );
}
