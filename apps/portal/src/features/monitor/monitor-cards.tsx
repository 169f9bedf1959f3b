import { MONITOR_CARDS, type MonitorCardKey, PROGRAMMING_STATUSES } from '@frota/domain';
import { CounterCard, CounterCardGroup } from '@frota/ui';

/**
 * The status filter a card's click sets, as the list holds a multiple filter ('2,3,4,8,10'): every status the
 * card counts, so the list shows what the card counts. Spec 02 §4's one status goes first: a card of one status
 * sends exactly it, and a back end that reads a single status from the repeated parameter reads the spec's.
 */
export const CARD_FILTERS = Object.fromEntries(
  MONITOR_CARDS.map((card) => [
    card.key,
    [card.filter, ...card.statuses.filter((status) => status !== card.filter)]
      .map((status) => PROGRAMMING_STATUSES.indexOf(status))
      .join(),
  ]),
) as Record<MonitorCardKey, string>;

/** The same statuses in any order read the same: a link may list a card's statuses in its own order. */
const statusSet = (filter: string) => filter.split(',').filter(Boolean).sort().join();

export interface MonitorCardsProps {
  /** Undefined until the first answer: the cards show placeholders. */
  counts: Record<MonitorCardKey, number> | undefined;
  /** The feed failed before any answer: the cards show no number (—) instead of placeholders. */
  failed?: boolean;
  /** The list's status filter ('' for none, '2,3' for several): the card of exactly those shows pressed. */
  statusFilter: string;
  /** A card's status filter, or '' when its pressed card is clicked again. */
  onFilter: (status: string) => void;
}

/**
 * The five counter cards (spec 02 §4): each counts its statuses under the other filters, and a click filters
 * the list and the map by those statuses; a second click removes the filter.
 */
export function MonitorCards({ counts, failed = false, statusFilter, onFilter }: MonitorCardsProps) {
  return (
    <CounterCardGroup>
      {MONITOR_CARDS.map((card) => {
        const filter = CARD_FILTERS[card.key];
        const active = statusSet(statusFilter) === statusSet(filter);
        return (
          <CounterCard
            key={card.key}
            label={card.label}
            // Never read because the feed failed: no number rather than a placeholder that never ends.
            count={counts ? counts[card.key] : failed ? null : 0}
            loading={counts === undefined && !failed}
            tone={card.tone}
            active={active}
            onClick={() => onFilter(active ? '' : filter)}
          />
        );
      })}
    </CounterCardGroup>
  );
}
