/**
 * The `list-parts` chunk: modules of the generic list page that its lazy dialogs (the references' one, the
 * confirmations, the forms) use too: the table, the number formats, the list's context, the error readers.
 * Shared by several chunks, the automatic splitting gave each a chunk of its own, and the list route paid for the
 * import lines of each and lost inlining (about 1.2 KB, bench/bundle-sizes.ts); in one chunk the list still
 * loads them all, and the dialogs reuse it. Keep it to small modules the list needs anyway.
 */
const LIST_PARTS = [
  'packages/ui/src/components/table/',
  'packages/domain/src/format/(number|date)',
  // The Ativo badge, the pagination, the filter panel and the plate format: the programmings' pages use them too.
  'packages/ui/src/components/(badge|yes-no-badge|pagination|filter-panel)/',
  'packages/domain/src/format/plate',
  // The page header and the notice: the rewards' screens use them too.
  'packages/ui/src/components/(page-header|notice)/',
  'packages/engine/src/react/shared/(abort-error|error-messages)\\.ts',
  'packages/engine/src/react/list/list-context\\.tsx',
  // The export button and its controller: the report's Exportar Excel uses them too.
  'packages/engine/src/react/list/(excel-export-button|use-excel-export|use-file-export)\\.tsx?',
  // Tiny engine modules every signed-in screen reads (permissions, the engine's context): a chunk each cost more.
  'packages/engine/src/core/permissions\\.ts',
  'packages/engine/src/react/shared/(use-can|engine-context|entity-summary)\\.tsx?',
];

const pattern = new RegExp(`(${LIST_PARTS.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})`);

export const listPartsChunkGroup = {
  name: 'list-parts',
  test: (id: string) => pattern.test(id),
  priority: 1,
};
