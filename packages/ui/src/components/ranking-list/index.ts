export { RankingList, type RankingItem, type RankingListProps } from './ranking-list';
