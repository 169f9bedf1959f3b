import type { Extensions } from '../crud/extensions.ts';
import { driverCreate } from './drivers/driver-create.ts';
import { programmingStatusGuard } from './programmings/status-guard.ts';
import { referenceDetails } from './references/reference-details.ts';

/**
 * What the schemas name and the API registers: custom create flows (`forms.create.extension`), details
 * extensions (`api.details`), record guards (`api.guard`) and write hooks (`api.afterWrite`), by name.
 */
export const API_EXTENSIONS: Extensions = {
  create: { 'driver-create': driverCreate },
  details: { 'reference-details': referenceDetails },
  guards: { 'programming-status': programmingStatusGuard },
  afterWrite: {},
};
