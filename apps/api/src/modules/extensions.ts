import type { Extensions } from '../crud/extensions.ts';
import { driverCreate } from './drivers/driver-create.ts';
import { programmingStatusGuard } from './programmings/status-guard.ts';
import { integrationKeyCreate } from './telemetry/integration-keys.ts';
import { referenceDetails } from './references/reference-details.ts';
import type { RecomputeQueue } from './rewards/jobs.ts';
import { recomputeOnRangeChange } from './rewards/range-changes.ts';

/**
 * What the schemas name and the API registers: custom create flows (`forms.create.extension`), details
 * extensions (`api.details`) and record guards (`api.guard`), by name. These need nothing at run time.
 */
export const API_EXTENSIONS: Omit<Extensions, 'afterWrite'> = {
  create: { 'driver-create': driverCreate, 'integration-key-create': integrationKeyCreate },
  details: { 'reference-details': referenceDetails },
  guards: { 'programming-status': programmingStatusGuard },
};

/** What the extensions that act on other modules use: the rewards' recomputation queue. */
export interface ExtensionServices {
  rewards: RecomputeQueue;
}

/** Every extension, with the write hooks (`api.afterWrite`) bound to the running API's services. */
export function apiExtensions({ rewards }: ExtensionServices): Extensions {
  return { ...API_EXTENSIONS, afterWrite: { 'rewards-recompute': recomputeOnRangeChange(rewards) } };
}
