/**
 * The dynamic imports of the bespoke form dialogs, in a module of their own: Vite writes next to each
 * `import()` the list of every chunk the target needs (its preload list, 31 files for the references' dialog),
 * and here that list travels with this small chunk, fetched when a dialog first opens, instead of weighing on
 * every route through the engine's provider.
 */
export const loadReferenceForm = () =>
  import('../references/reference-form-dialog.tsx').then((m) => ({ default: m.ReferenceFormDialog }));
