/**
 * The dynamic imports of the bespoke pages (`routes.component`), in a module of their own, for the reason
 * bespoke-form-loaders.ts gives: the preload list Vite writes next to each `import()` (some thirty files for
 * the programmings' list) then travels with this small chunk, fetched when such a page first opens, instead of
 * weighing on every signed-in route through the route set.
 */
export const loadProgrammingListPage = () => import('../programmings/list/programming-list-page.tsx');
export const loadProgrammingFormPage = () => import('../programmings/form/programming-form-page.tsx');
