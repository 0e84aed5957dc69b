import { useCallback } from 'react';
import type { DemandInput } from '../../domain/types';
import { recordDemand } from '../../api/public-client';

/**
 * The demand beacon for one place of the site (issue 19): a view calls the returned function from a WhatsApp or call
 * link's onClick, with the cars the press is about. Nothing is awaited and nothing can fail the press; no personal
 * data leaves (docs/decisions/016).
 */
export function useDemandBeacon(place: DemandInput['place']) {
  return useCallback(
    (channel: DemandInput['channel'], carIds: readonly string[]) => recordDemand({ channel, carIds: [...carIds], place }),
    [place],
  );
}
