import { useState } from 'react';
import useSWR from 'swr';
import { entityIndex } from '@frota/engine/entity-index';
import {
  errorFieldMessages,
  type FormComponentProps,
  isAbortError,
  useEngine,
  useOptions,
} from '@frota/engine/react';
import { notify, type SelectOption } from '@frota/ui';
import {
  draftFromRecord,
  emptyReferenceDraft,
  type ReferenceDraft,
  type ReferenceRecord,
  type ReferenceTab,
  referencePayload,
  referenceProblems,
} from './reference-draft.ts';
import { diagnose, type SaveDiagnosis, saveFailureToasts } from './save-failure.ts';

/** The tab that shows a payload field the server refused. */
const FIELD_TABS: Readonly<Record<string, ReferenceTab>> = {
  referenceCode: 'parameters',
  name: 'parameters',
  description: 'parameters',
  referenceGroupId: 'parameters',
  isReferenceVisible: 'visibility',
  isLoad: 'visibility',
  isUnload: 'visibility',
  operatingHours: 'hours',
  geofence: 'fence',
};
const tabOf = (field: string): ReferenceTab | undefined => FIELD_TABS[field];

const GROUPS = (() => {
  const found = entityIndex.find((summary) => summary.id === 'reference-groups');
  if (!found)
    throw new Error('The references dialog needs schemas/reference-groups.json (its groups select).');
  return found;
})();

/**
 * The reference dialog's logic (ra-core's useEditController, for one bespoke form): loads the record with its
 * fence and week, keeps the draft and whether it changed, checks it with the rules of spec 02 §5 and the
 * fence's, sends the payload of §7 and handles a refusal as §8 says (toasts and the diagnosis block).
 */
export function useReferenceForm({ entity, mode, id, onSaved, onClose }: FormComponentProps) {
  const { dataProvider } = useEngine();
  const [draft, setDraft] = useState<ReferenceDraft | null>(mode === 'create' ? emptyReferenceDraft() : null);
  const [initial, setInitial] = useState<string>(() => JSON.stringify(draft));
  const [tab, setTab] = useState<ReferenceTab>('parameters');
  const [saving, setSaving] = useState(false);
  const [diagnosis, setDiagnosis] = useState<SaveDiagnosis | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [triedToSave, setTriedToSave] = useState(false);

  const record = useSWR(
    id === undefined ? null : ['record', entity.id, id],
    // A failure shows once, in the dialog's box with Tentar novamente: no toast beside it.
    () => dataProvider.get({ entity, id: id!, quiet: true }) as Promise<ReferenceRecord>,
    { revalidateOnFocus: false },
  );

  // The record as the server has it now (not a cached copy still being revalidated) fills the form once; a
  // later revalidation never overwrites what is being typed.
  // A failed reload leaves the cached copy in place: editing it would overwrite the server's newer fence and week.
  if (draft === null && record.data && !record.isValidating && !record.error) {
    const next = draftFromRecord(record.data);
    setDraft(next);
    setInitial(JSON.stringify(next));
  }

  // The groups' short list, shared with every other select of reference groups (one request, one cache entry).
  // A failure shows once, under the Grupo select (Padrões/Estados): the read is quiet and no toast repeats it.
  const groups = useOptions(GROUPS, mode === 'view' ? null : undefined, { quiet: true });
  const groupOptions = (groups.options ?? []).map((option): SelectOption<number> => ({
    value: Number(option.value),
    label: option.label,
  }));

  const change = (patch: Partial<ReferenceDraft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));

  async function save() {
    if (!draft || mode === 'view') return;
    setTriedToSave(true);
    const problems = referenceProblems(draft);
    const first = problems[0];
    if (first) {
      // One check at a time, in the spec's order: the toast says what to fix and the tab opens where.
      notify.error(first.message);
      setTab(first.tab);
      return;
    }
    const payload = referencePayload(draft, mode === 'edit' ? id : undefined);
    setSaving(true);
    setDiagnosis(null);
    setFieldErrors({});
    try {
      if (mode === 'edit') await dataProvider.update({ entity, id: id!, data: { ...payload } });
      else await dataProvider.create({ entity, data: { ...payload } });
      notify.success(mode === 'edit' ? entity.messages.updated : entity.messages.created);
      await onSaved();
      onClose();
    } catch (error) {
      if (isAbortError(error)) return;
      setDiagnosis(diagnose(error, payload));
      const onFields = errorFieldMessages(error);
      setFieldErrors(onFields);
      // A refusal about a field opens the tab where it is fixed (a duplicate code, while the fence tab was open).
      const tabOfField = Object.keys(onFields)
        .map(tabOf)
        .find((found) => found !== undefined);
      if (tabOfField) setTab(tabOfField);
      for (const message of saveFailureToasts(error)) notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  return {
    mode,
    /** The group's name as the record names it (the view shows it without loading the short list). */
    groupName: record.data?.referenceGroupName,
    readOnly: mode === 'view',
    draft,
    change,
    dirty: draft !== null && JSON.stringify(draft) !== initial,
    loading: id !== undefined && draft === null && !record.error,
    loadError: record.error !== undefined && draft === null,
    retry: () => void record.mutate(),
    groups: groupOptions,
    groupsLoading: groups.isLoading,
    groupsError: groups.error !== undefined && !isAbortError(groups.error),
    tab,
    setTab,
    save,
    saving,
    diagnosis,
    fieldErrors,
    /** Required fields are marked wrong only after a first attempt to save. */
    triedToSave,
  };
}

export type ReferenceFormController = ReturnType<typeof useReferenceForm>;
