/**
 * The answer of the location refresh (spec 02 §3, `POST /v1/backoffice/programming-location/refresh`): what the
 * API returns and the portal toasts.
 */
export interface LocationRefreshResult {
  /** Programmings under way that the refresh read. */
  totalProcessed: number;
  /** Those whose position, place or status it wrote. */
  totalUpdated: number;
  /** The rest: no new reading and no status change. */
  totalIgnored: number;
  hasUpdates: boolean;
  /** pt-BR, shown as warning toasts (a plate with no recent reading). */
  warnings: string[];
  /** pt-BR, shown as error toasts (a programming the rules could not apply to). */
  errors: string[];
}
