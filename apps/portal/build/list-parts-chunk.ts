/**
 * The `list-parts` chunk: modules of the generic list page that its lazy dialogs (the references' one, the
 * confirmations, the forms) use too: the table, the number formats, the list's context, the error readers.
 * Shared by several chunks, the automatic splitting gave each a chunk of its own, and the list route paid for the
 * import lines of each and lost inlining (about 1.2 KB, bench/bundle-sizes.ts); in one chunk the list still
 * loads them all, and the dialogs reuse it. Keep it to small modules the list needs anyway.
 */
const LIST_PARTS = [
  'packages/ui/src/components/table/',
  'packages/ui/src/format/(number|date)',
  // The Ativo badge, the pagination, the filter panel and the plate format: the programmings' pages use them too.
  'packages/ui/src/components/(badge|yes-no-badge|pagination|filter-panel)/',
  'packages/ui/src/format/plate',
  'packages/engine/src/react/shared/(abort-error|error-messages)\\.ts',
  'packages/engine/src/react/list/list-context\\.tsx',
];

const pattern = new RegExp(`(${LIST_PARTS.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})`);

export const listPartsChunkGroup = {
  name: 'list-parts',
  test: (id: string) => pattern.test(id),
  priority: 1,
};
