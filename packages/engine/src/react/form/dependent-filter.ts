import type { FormContext } from './form-context.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The options filter of a select whose choices depend on another field (`dependsOn`): null while that field
 * is empty (the select waits, disabled), else `{ [param]: its value }`; undefined for an independent select.
 */
export function dependentFilter(
  context: FormContext,
  dependsOn: string | undefined,
  param: string | undefined,
): { waiting: boolean; filter: Record<string, string | number> | null | undefined } {
  if (!dependsOn) return { waiting: false, filter: undefined };
  const value = context.formData?.[dependsOn];
  if (isEmpty(value)) return { waiting: true, filter: null };
  return { waiting: false, filter: { [param ?? dependsOn]: value as string | number } };
}
