/** The question 'Descartar alterações', apart: a page form loads it (and the dialog code) only when it asks. */
export { DiscardChangesDialog } from '@frota/ui';
