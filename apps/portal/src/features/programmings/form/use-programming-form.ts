import { canDoProgrammingAction, actionRefusal, haversineKm } from '@frota/domain';
import { type EntitySchema, readData } from '@frota/engine';
import type { ProgrammingsRecord } from '@frota/engine/records';
import {
  isAbortError,
  useEngine,
  useOptions,
  useOwnClient,
  useRevalidateEntity,
  useUnsavedChangesGuard,
} from '@frota/engine/react';
import { notify } from '@frota/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { http } from '../../../http/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import { withReason } from '../shared/programming-messages.ts';
import { RELATED } from '../shared/related-entities.ts';
import {
  dependentFields,
  draftFromRecord,
  draftProblems,
  hasRequired,
  newDraft,
  payloadOf,
  type ProgrammingDraft,
  requiredFields,
  sameDraft,
} from './programming-draft.ts';
import { useReferenceCentre } from './use-reference-centre.ts';

/** The selects' short lists say themselves that they failed (see `optionsFailed`). */
const QUIET = { quiet: true } as const;

/** The distance proposed between two fences' centres, to one decimal. */
const proposedKm = (a: Parameters<typeof haversineKm>[0], b: Parameters<typeof haversineKm>[1]) =>
  Math.round(haversineKm(a, b) * 10) / 10;

/**
 * The programming form's logic: the record to edit, the selects' options (the client's plates and drivers
 * only), a route filling origin and destination, the distance proposed from the fences (still editable), the
 * schema's rules before the call and the server's refusals under their fields, and the spec's toasts.
 */
export function useProgrammingForm(entity: EntitySchema, variant: 'create' | 'edit', id: string | undefined) {
  const { dataProvider } = useEngine();
  const revalidate = useRevalidateEntity(entity);
  const navigate = useNavigate();
  const record = useSWR(
    variant === 'edit' && id ? ['programmings', 'form', id] : null,
    // The generic record is the generated ProgrammingsRecord: the schema is the same.
    async () =>
      (await dataProvider.get({ entity, id: id as string, quiet: true })) as unknown as ProgrammingsRecord,
    { revalidateOnFocus: false, revalidateIfStale: true },
  );
  const [typed, setDraft] = useState<ProgrammingDraft>(() => newDraft(entity));
  /** The draft as the page opened (new, or the loaded record): leaving with anything else asks first. */
  const [opened, setOpened] = useState(typed);
  const guard = useUnsavedChangesGuard(!sameDraft(typed, opened));
  // A Manager's programmings are their client's: the client is chosen for them and locked. Its short list is
  // the clients select's own (one request), quiet as the selects' below.
  const ownClient = useOwnClient(RELATED.clients.id, QUIET);
  const lockedClient =
    ownClient.confined && typeof ownClient.clientId === 'number' ? ownClient.clientId : null;
  const draft = lockedClient === null ? typed : { ...typed, clientId: lockedClient };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [routeLoading, setRouteLoading] = useState(false);
  const loadedId = useRef<number | undefined>(undefined);
  const proposedFor = useRef('');

  useEffect(() => {
    const loaded = record.data;
    if (!loaded || loadedId.current === loaded.id) return;
    loadedId.current = loaded.id;
    const next = draftFromRecord(loaded);
    // The distance kept with the record stays until origin or destination change.
    proposedFor.current = `${next.originReferenceId}-${next.destinationReferenceId}`;
    setDraft(next);
    setOpened(next);
  }, [record.data]);

  // The client's plates and drivers, by the parameter each relation names (`relation.filterParam`).
  const ofClient = (field: 'mainVehiclePlateId' | 'driverId') => {
    const param = entity.fields[field]?.relation?.filterParam ?? 'clientId';
    return draft.clientId === null ? null : { [param]: draft.clientId };
  };
  // Quiet reads: the toast below says a list failed, and the HTTP client's own would say it again.
  const options = {
    clients: useOptions(RELATED.clients, {}, QUIET),
    plates: useOptions(RELATED.plates, ofClient('mainVehiclePlateId'), QUIET),
    drivers: useOptions(RELATED.drivers, ofClient('driverId'), QUIET),
    products: useOptions(RELATED.products, {}, QUIET),
    routes: useOptions(RELATED.routes, {}, QUIET),
    references: useOptions(RELATED.references, {}, QUIET),
  };
  // A select's choices that failed to load are told in one toast, however many lists failed; the record itself
  // fails in the page's box with Tentar novamente, and a toast beside it would say the same twice.
  const optionsFailed = Object.values(options).some((o) => o.error);
  useEffect(() => {
    if (optionsFailed) notify.error(entity.messages.loadFailed);
  }, [optionsFailed, entity.messages.loadFailed]);

  const originCentre = useReferenceCentre(draft.originReferenceId);
  const destinationCentre = useReferenceCentre(draft.destinationReferenceId);
  const origin = originCentre.centre;
  const destination = destinationCentre.centre;
  useEffect(() => {
    const pair = `${draft.originReferenceId}-${draft.destinationReferenceId}`;
    if (!origin || !destination || proposedFor.current === pair) return;
    proposedFor.current = pair;
    setDraft((current) => ({ ...current, distanceKm: proposedKm(origin, destination) }));
  }, [origin, destination, draft.originReferenceId, draft.destinationReferenceId]);

  const set = <K extends keyof ProgrammingDraft>(field: K, value: ProgrammingDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (value !== current[field])
        for (const name of dependentFields(entity, field)) (next as Record<string, unknown>)[name] = null;
      return next;
    });
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  /** A route fills origin and destination with its own (spec 02 §2). */
  const chooseRoute = async (routeId: number | null) => {
    set('routeId', routeId);
    if (routeId === null) return;
    setRouteLoading(true);
    try {
      const route = readData<{ originId: number; destinationId: number }>(
        // Quiet: the catch below says it failed, once.
        await http.request({ method: 'GET', path: `${RELATED.routes.api.basePath}/${routeId}`, quiet: true }),
      );
      setDraft((current) => ({
        ...current,
        originReferenceId: route.originId,
        destinationReferenceId: route.destinationId,
      }));
      setErrors(({ originReferenceId: _o, destinationReferenceId: _d, ...rest }) => rest);
    } catch (error) {
      if (!isAbortError(error)) notify.error(entity.messages.loadFailed);
    } finally {
      setRouteLoading(false);
    }
  };

  const editRefusal =
    record.data && !canDoProgrammingAction('edit', record.data.status)
      ? actionRefusal('edit', record.data.status)
      : undefined;
  // The distance proposed from the fences counts as loading: saving before it arrives would lose it.
  const loading =
    record.isLoading ||
    routeLoading ||
    saving ||
    originCentre.isLoading ||
    destinationCentre.isLoading ||
    Object.values(options).some((option) => option.isLoading);
  const required = requiredFields(entity, variant);
  const canSubmit =
    hasRequired(required, draft) && !loading && !editRefusal && (variant === 'create' || !!record.data);

  const submit = async () => {
    const problems = draftProblems(entity, variant, draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setSaving(true);
    const failed = variant === 'create' ? entity.messages.createFailed : entity.messages.updateFailed;
    try {
      const data = payloadOf(draft);
      if (variant === 'create') await dataProvider.create({ entity, data });
      else await dataProvider.update({ entity, id: id as string, data });
      notify.success(variant === 'create' ? entity.messages.created : entity.messages.updated);
      await revalidate();
      guard.bypass(() => navigate(entity.routes.list));
    } catch (error) {
      if (isAbortError(error)) return;
      const byField = error instanceof HttpError ? error.fieldErrors : {};
      if (Object.keys(byField).length > 0) setErrors(byField);
      const reason =
        error instanceof HttpError && (error.status === 400 || error.status === 409)
          ? error.messages[0]
          : undefined;
      notify.error(withReason(failed, Object.keys(byField).length > 0 ? undefined : reason));
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    set,
    /** The client is the signed-in Manager's own, and cannot be changed. */
    clientLocked: ownClient.confined,
    chooseRoute: (routeId: number | null) => void chooseRoute(routeId),
    errors,
    /**
     * Whether the field is required now: the schema's form requires it, or the field its `requiredWhen` names
     * is on (the return, once "Retorno diferente da origem?" is ticked).
     */
    isRequired: (field: keyof ProgrammingDraft) => {
      if (editRefusal) return false;
      const when = entity.fields[field]?.requiredWhen;
      return required.has(field) || (when !== undefined && Boolean(draft[when as keyof ProgrammingDraft]));
    },
    options,
    record: record.data,
    recordLoading: record.isLoading,
    recordFailed: Boolean(record.error && !isAbortError(record.error)),
    retry: () => void record.mutate(),
    retrying: record.isValidating,
    editRefusal,
    /** A programming its status keeps from editing (completed, cancelled): shown as values to read. */
    readOnly: editRefusal !== undefined,
    loading,
    saving,
    canSubmit,
    submit: () => void submit(),
    /** The question asked before leaving with unsaved edits. */
    leaveGuard: guard.dialog,
  };
}

export type ProgrammingFormController = ReturnType<typeof useProgrammingForm>;
