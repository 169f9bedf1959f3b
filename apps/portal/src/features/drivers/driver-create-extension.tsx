import { readData } from '@frota/engine';
import type { FormExtension } from '@frota/engine/react';
import { notify } from '@frota/ui';
import { DriverCreatedToast } from './driver-created-toast.tsx';

/** One line of the drivers' creation answer (spec 01 §3). */
interface DriverCreationResult {
  name?: string;
  success: boolean;
  message: string;
  password?: string;
}

const isResult = (value: unknown): value is DriverCreationResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DriverCreationResult).success === 'boolean' &&
  typeof (value as DriverCreationResult).message === 'string';

/**
 * `driver-create` (drivers.json), loaded with the drivers' create form (form-extensions.ts): one toast per name, that stays until closed: a success with its generated
 * password and a copy button (or the note that the driver keeps their password), a failure as an error. The
 * form returns to the list only when every name succeeded; otherwise it keeps the names that failed.
 */
export const driverCreateExtension: FormExtension = {
  afterCreate(answer, sent) {
    const data = readData<unknown>(answer);
    const results = Array.isArray(data) ? data.filter(isResult) : [];
    for (const result of results) {
      if (result.success)
        notify.success(<DriverCreatedToast message={result.message} password={result.password} />, {
          duration: Number.POSITIVE_INFINITY,
        });
      else notify.error(result.message, { duration: Number.POSITIVE_INFINITY });
    }
    const failed = results.filter((result) => !result.success).map((result) => result.name ?? '');
    const done = results.length > 0 && failed.length === 0;
    return done ? { done } : { done, keep: { ...sent, driversNames: failed.filter(Boolean) } };
  },
};
