import type { ReferencesRecord } from '@frota/engine/records';
import {
  draftsFromRecord,
  emptyWeek,
  type GeoPoint,
  type OperatingHourDraft,
  type OperatingHourRecord,
  type OperatingHourPayload,
  operatingHoursProblems,
  polygonProblems,
  toOperatingHoursPayload,
} from '@frota/domain';

/** What the reference's dialog edits: the record's fields, its week and its fence's points. */
export interface ReferenceDraft {
  referenceCode: string;
  name: string;
  description: string;
  referenceGroupId: number | null;
  isReferenceVisible: boolean;
  isLoad: boolean;
  isUnload: boolean;
  hours: OperatingHourDraft[];
  points: GeoPoint[];
}

/** A reference as get answers it: the schema's record (generated) with the parts its details extension adds. */
export type ReferenceRecord = Partial<ReferencesRecord> & {
  id: number;
  geofence?: { points?: Array<GeoPoint & { index?: number }> | null } | null;
  operatingHours?: OperatingHourRecord[] | null;
};

/** The create and update payload of spec 02 §7: the reference with its fence, and the week beside it. */
export interface ReferencePayload {
  id?: number;
  reference: {
    referenceCode: string;
    name: string;
    description: string;
    referenceGroupId: number | null;
    isReferenceVisible: boolean;
    isLoad: boolean;
    isUnload: boolean;
    geofence: { name: string; type: 0; points: Array<GeoPoint & { index: number }> };
  };
  operatingHours: OperatingHourPayload[];
}

/** Spec 02 §5: name, code or group left empty. */
export const REQUIRED_FIELDS_MESSAGE = 'Preencha todos os campos obrigatórios';

/** A new reference: visible, neither load nor unload, an empty week and no fence. */
export function emptyReferenceDraft(): ReferenceDraft {
  return {
    referenceCode: '',
    name: '',
    description: '',
    referenceGroupId: null,
    isReferenceVisible: true,
    isLoad: false,
    isUnload: false,
    hours: emptyWeek(),
    points: [],
  };
}

/** The dialog's draft of a stored reference; the fence's points in their stored order. */
export function draftFromRecord(record: ReferenceRecord): ReferenceDraft {
  const points = [...(record.geofence?.points ?? [])]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map(({ latitude, longitude }) => ({ latitude, longitude }));
  return {
    referenceCode: record.referenceCode ?? '',
    name: record.name ?? '',
    description: record.description ?? '',
    referenceGroupId: record.referenceGroupId ?? null,
    isReferenceVisible: record.isReferenceVisible ?? true,
    isLoad: record.isLoad ?? false,
    isUnload: record.isUnload ?? false,
    hours: draftsFromRecord(record.operatingHours),
    points,
  };
}

/** The fields of spec 02 §5 that must be filled (code and name count once trimmed). */
export function missingRequired(draft: ReferenceDraft): Array<'referenceCode' | 'name' | 'referenceGroupId'> {
  const missing: Array<'referenceCode' | 'name' | 'referenceGroupId'> = [];
  if (!draft.referenceCode.trim()) missing.push('referenceCode');
  if (!draft.name.trim()) missing.push('name');
  if (draft.referenceGroupId === null) missing.push('referenceGroupId');
  return missing;
}

/** Where each problem is fixed: the tab the dialog opens when saving refuses. */
export type ReferenceTab = 'parameters' | 'visibility' | 'hours' | 'fence';

export interface ReferenceProblem {
  tab: ReferenceTab;
  message: string;
}

/**
 * Why the draft cannot be saved yet, in the order of spec 02 §5 (required fields, then the week's times and
 * gate-to-gate), then the fence's rules the server applies too; empty when it can be sent.
 */
export function referenceProblems(draft: ReferenceDraft): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  if (missingRequired(draft).length > 0)
    problems.push({ tab: 'parameters', message: REQUIRED_FIELDS_MESSAGE });
  for (const message of operatingHoursProblems(draft.hours)) problems.push({ tab: 'hours', message });
  for (const message of polygonProblems(draft.points)) problems.push({ tab: 'fence', message });
  return problems;
}

/** The payload of a draft without problems: code and name trimmed, times hh:mm:ss, an empty gate-to-gate 0. */
export function referencePayload(draft: ReferenceDraft, id?: number): ReferencePayload {
  const name = draft.name.trim();
  return {
    ...(id === undefined ? {} : { id }),
    reference: {
      referenceCode: draft.referenceCode.trim(),
      name,
      description: draft.description.trim(),
      referenceGroupId: draft.referenceGroupId,
      isReferenceVisible: draft.isReferenceVisible,
      isLoad: draft.isLoad,
      isUnload: draft.isUnload,
      geofence: {
        name,
        type: 0,
        points: draft.points.map((point, index) => ({ index, ...point })),
      },
    },
    operatingHours: toOperatingHoursPayload(draft.hours),
  };
}
