import { actionRefusal, canDoProgrammingAction } from '@frota/domain';
import type { RecordGuard } from '../../crud/record-guards.ts';

/**
 * A programming's edit and delete by its status (spec 02 §4), the rules the portal greys its buttons by: an
 * update or delete the status refuses answers 409 with the reason.
 */
export const programmingStatusGuard: RecordGuard = {
  refusal(write, record) {
    const action = write === 'update' ? 'edit' : 'delete';
    return canDoProgrammingAction(action, record['status'])
      ? undefined
      : actionRefusal(action, record['status']);
  },
};
