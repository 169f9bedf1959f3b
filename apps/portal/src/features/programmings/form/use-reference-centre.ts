import { type GeoPoint, polygonCentre } from '@frota/domain';
import { readData } from '@frota/engine';
import useSWR from 'swr';
import { http } from '../../../http/client.ts';
import { RELATED } from '../shared/related-entities.ts';

interface ReferenceWithFence {
  geofence?: { points?: Array<{ latitude: number; longitude: number }> } | null;
}

/**
 * The centre of a reference's fence (undefined while loading, without a fence, or when none is chosen), and
 * whether it is still loading (the form waits for the distance it proposes).
 */
export function useReferenceCentre(referenceId: number | null): {
  centre: GeoPoint | undefined;
  isLoading: boolean;
} {
  const { data, isLoading } = useSWR(
    referenceId === null ? null : ['references', 'centre', referenceId],
    async () => {
      const reference = readData<ReferenceWithFence>(
        await http.request({ method: 'GET', path: `${RELATED.references.api.basePath}/${referenceId}` }),
      );
      return polygonCentre(reference.geofence?.points ?? []) ?? null;
    },
    { revalidateOnFocus: false },
  );
  return { centre: data ?? undefined, isLoading };
}
