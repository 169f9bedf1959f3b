import type { ProgrammingsRecord } from '@frota/engine/records';

/** A programming as the list reads it (the API may send the status as its number or its name). */
export type ProgrammingRow = Omit<ProgrammingsRecord, 'status'> & { status: number | string };
