import {
  afterErrors,
  differentFromErrors,
  type EntitySchema,
  formVariant,
  requiredWhenErrors,
  unreadableNumberErrors,
} from '@frota/engine';
import type { ProgrammingsRecord } from '@frota/engine/records';

/** The form's values as the inputs hold them: ids (null while none is chosen), local date-times, numbers. */
export interface ProgrammingDraft {
  clientId: number | null;
  mainVehiclePlateId: number | null;
  semiTrailer1Id: number | null;
  semiTrailer2Id: number | null;
  productId: number | null;
  volume: number | undefined;
  driverId: number | null;
  /** A `oneOf` const of the field (Vazio 0, Carregado 1); null before the schema's default fills it. */
  travelType: number | null;
  routeId: number | null;
  originReferenceId: number | null;
  destinationReferenceId: number | null;
  /** 'YYYY-MM-DDTHH:mm' in the browser's time, '' when empty (datetime-local). */
  expectedDepartureTime: string;
  expectedArrivalTime: string;
  isReturn: boolean;
  returnDestinationReferenceId: number | null;
  distanceKm: number | undefined;
}

export const EMPTY_DRAFT: ProgrammingDraft = {
  clientId: null,
  mainVehiclePlateId: null,
  semiTrailer1Id: null,
  semiTrailer2Id: null,
  productId: null,
  volume: undefined,
  driverId: null,
  travelType: null,
  routeId: null,
  originReferenceId: null,
  destinationReferenceId: null,
  expectedDepartureTime: '',
  expectedArrivalTime: '',
  isReturn: false,
  returnDestinationReferenceId: null,
  distanceKm: undefined,
};

export type DraftField = keyof ProgrammingDraft;

/** Two drafts hold the same values (every field is a primitive). */
export const sameDraft = (a: ProgrammingDraft, b: ProgrammingDraft) =>
  (Object.keys(EMPTY_DRAFT) as DraftField[]).every((name) => a[name] === b[name]);

/**
 * The fields whose choices depend on `field` (`relation.dependsOn` in programmings.json: the client's plates
 * and driver): another client's are not offered, nor kept.
 */
export function dependentFields(entity: EntitySchema, field: DraftField): DraftField[] {
  return (Object.keys(EMPTY_DRAFT) as DraftField[]).filter(
    (name) => entity.fields[name]?.relation?.dependsOn === field,
  );
}

/** The form's required fields (`forms.<variant>.required`): marked, and awaited by the submit button. */
export function requiredFields(entity: EntitySchema, variant: 'create' | 'edit'): ReadonlySet<string> {
  return new Set(formVariant(entity, variant).required);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the instant it names, with its offset (the server keeps instants). */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const idOrNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

/** A new programming's draft: the schema's field defaults (`default`: Carregado, no return) over an empty one. */
export function newDraft(entity: EntitySchema): ProgrammingDraft {
  const defaults = (Object.keys(EMPTY_DRAFT) as DraftField[]).flatMap((name) => {
    const value = entity.fields[name]?.default;
    return value === undefined ? [] : [[name, value] as const];
  });
  return { ...EMPTY_DRAFT, ...Object.fromEntries(defaults) };
}

/** The draft of a programming as the API has it (edit). */
export function draftFromRecord(record: ProgrammingsRecord): ProgrammingDraft {
  return {
    clientId: record.clientId,
    mainVehiclePlateId: idOrNull(record.mainVehiclePlateId),
    semiTrailer1Id: idOrNull(record.semiTrailer1Id),
    semiTrailer2Id: idOrNull(record.semiTrailer2Id),
    productId: record.productId,
    volume: typeof record.volume === 'number' ? record.volume : Number(record.volume),
    driverId: idOrNull(record.driverId),
    travelType: typeof record.travelType === 'number' ? record.travelType : null,
    routeId: idOrNull(record.routeId),
    originReferenceId: record.originReferenceId,
    destinationReferenceId: record.destinationReferenceId,
    expectedDepartureTime: toLocalInput(record.expectedDepartureTime),
    expectedArrivalTime: toLocalInput(record.expectedArrivalTime),
    isReturn: record.isReturn === true,
    returnDestinationReferenceId: idOrNull(record.returnDestinationReferenceId),
    distanceKm: typeof record.distanceKm === 'number' ? record.distanceKm : undefined,
  };
}

/** The create and update payload of spec 02 §7; empty optional fields are left out. */
export function payloadOf(draft: ProgrammingDraft): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...draft,
    expectedDepartureTime: fromLocalInput(draft.expectedDepartureTime),
    expectedArrivalTime: fromLocalInput(draft.expectedArrivalTime),
    returnDestinationReferenceId: draft.isReturn ? draft.returnDestinationReferenceId : null,
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== null && value !== undefined),
  );
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Whether every required field of the form is filled: the create/update button waits for them (spec 02 §5). */
export function hasRequired(required: ReadonlySet<string>, draft: ProgrammingDraft): boolean {
  return [...required].every((field) => !isBlank(draft[field as DraftField]));
}

/**
 * The schema's rules between fields, checked before the call exactly as the server checks them: arrival after
 * departure (`after`), destination other than origin (`differentFrom`), the return when it is asked for
 * (`requiredWhen`); and numbers typed as text that is not one; pt-BR messages by field.
 */
export function draftProblems(entity: EntitySchema, variant: 'create' | 'edit', draft: ProgrammingDraft) {
  const data = payloadOf(draft);
  return {
    ...unreadableNumberErrors(entity, variant, data),
    ...differentFromErrors(entity, variant, data),
    ...afterErrors(entity, variant, data),
    ...requiredWhenErrors(entity, variant, { ...data, isReturn: draft.isReturn }),
  };
}
