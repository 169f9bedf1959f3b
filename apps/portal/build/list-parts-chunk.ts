/**
 * The `list-parts` chunk: modules of the generic list page that a bespoke form dialog (the references' one)
 * uses too: the table and the number formats. Shared by two chunks, the automatic splitting gave
 * each a chunk of its own, and the list route paid about 1.2 KB of import lines and lost inlining for them
 * (bench/bundle-sizes.ts); in one chunk the list still loads them all, and the dialog reuses that chunk.
 */
const LIST_PARTS = [
  'packages/ui/src/components/table/',
  'packages/ui/src/format/number',
];

const pattern = new RegExp(`(${LIST_PARTS.map((p) => p.replaceAll('/', '[\\\\/]')).join('|')})`);

export const listPartsChunkGroup = {
  name: 'list-parts',
  test: (id: string) => pattern.test(id),
  priority: 1,
};
