import {
  PROGRAMMING_STATUS_LABELS,
  PROGRAMMING_STATUSES,
  statusBadgeColour,
  statusMarkerColour,
} from '@frota/domain';
import { findProgrammingStatus, MARKER_HEX, statusMarkerColour as uiMarkerHex } from '@frota/ui';
import { describe, expect, it } from 'vitest';
import programmings from '../../../../../schemas/programmings.json' with { type: 'json' };

// The statuses are written in three places the portal shows side by side: the rules (@frota/domain, also the
// server's messages), the badge of the component library (@frota/ui) and the schema's filter options. A label
// or colour that drifts in one of them shows the same status two ways on one screen.
describe.each(PROGRAMMING_STATUSES.map((name, value) => ({ name, value })))(
  'status $value ($name)',
  ({ name, value }) => {
    it('reads the same in the badge, the rules and the schema’s status filter', () => {
      expect(findProgrammingStatus(value)).toMatchObject({ name, label: PROGRAMMING_STATUS_LABELS[name] });
      const option = programmings.fields.status.oneOf.find((candidate) => candidate.const === value);
      expect(option?.title).toBe(PROGRAMMING_STATUS_LABELS[name]);
    });

    it('has the same badge tone and marker colour in the library and the rules', () => {
      const badge = statusBadgeColour(name);
      // The spec colours some badges only; the library greys or reddens the rest as their markers (documented).
      if (badge !== 'grey') expect(findProgrammingStatus(value)?.tone).toBe(badge);
      expect(uiMarkerHex(value)).toBe(MARKER_HEX[statusMarkerColour(name)]);
    });
  },
);
