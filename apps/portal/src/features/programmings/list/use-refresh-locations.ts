import { useState } from 'react';
import { isAbortError } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { HttpError } from '../../../http/http-error.ts';
import type { LocationRefreshResult } from '@frota/domain';
import { programmingsApi } from '../shared/programmings-api.ts';
import { PROGRAMMING_MESSAGES } from '../shared/programming-messages.ts';

/** The toasts of a refresh's answer (spec 02 §8): the summary, then each warning and each error. */
export function announceRefresh(result: LocationRefreshResult): void {
  if (result.hasUpdates)
    notify.success(PROGRAMMING_MESSAGES.refreshDone(result.totalUpdated, result.totalProcessed));
  else notify.info(PROGRAMMING_MESSAGES.refreshNothing(result.totalProcessed));
  for (const warning of result.warnings) notify.warning(warning);
  for (const error of result.errors) notify.error(error);
}

/** 'Update Locations': one refresh at a time, its answer toasted, the list reloaded after. */
export function useRefreshLocations(reload: () => void) {
  const [running, setRunning] = useState(false);
  const refresh = async () => {
    if (running) return;
    setRunning(true);
    try {
      announceRefresh(await programmingsApi.refreshLocations());
      reload();
    } catch (error) {
      if (isAbortError(error)) return;
      const message = error instanceof HttpError && error.status < 500 ? error.messages[0] : undefined;
      notify.error(message ?? PROGRAMMING_MESSAGES.refreshFailed);
    } finally {
      setRunning(false);
    }
  };
  return { running, refresh: () => void refresh() };
}
