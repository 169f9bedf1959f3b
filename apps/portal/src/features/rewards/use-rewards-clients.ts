import useSWR from 'swr';
import type { RewardsClient } from '@frota/domain';
import { fetchRewardsClients } from './rewards-api.ts';

/** The clients the signed-in user may pick on the dashboard and the report (the API decides: a Manager's own). */
export function useRewardsClients(): { clients: RewardsClient[]; isLoading: boolean; failed: boolean } {
  const swr = useSWR('rewards.clients', fetchRewardsClients, { revalidateOnFocus: false });
  return { clients: swr.data ?? [], isLoading: swr.isLoading, failed: swr.error !== undefined };
}
