import type {
  ApiActionName,
  EntityApi,
  EntityRecord,
  EntitySchema,
  ListPage,
  ListParams,
  ResolvedCall,
  ShortListItem,
} from '../../core/index.ts';
import type { DownloadProgress } from './file-download.ts';

/**
 * One HTTP call as the portal's client performs it; it resolves with the parsed body or rejects. Aborting
 * `signal` cancels it: it then rejects with an error `isAbortError` recognises.
 */
export type HttpRequest = (
  call: ResolvedCall & {
    query?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** The caller shows the server's validation messages itself (a form): no toast for a 400 or 422. */
    showsValidation?: boolean;
    /**
     * The caller shows any failure itself (a box with Tentar novamente): no toast for an error status or a
     * time-out; what ends the session still does.
     */
    quiet?: boolean;
  },
) => Promise<unknown>;

/** An item of a short list (`all`): what a select offers. */
export type ShortListOption = ShortListItem;

/**
 * What the generic pages ask of the back end; one params object per call (Refine's data provider). Reads
 * take an optional `signal` to cancel a request a newer one superseded.
 */
export interface DataProvider {
  /** A page of records, with page size, sort and filters; quiet, since every list shows its own failure box. */
  list(args: { entity: EntitySchema; params: ListParams; signal?: AbortSignal }): Promise<ListPage>;
  /** A record; `quiet` when the caller shows a failure itself (a form's box), so no toast says it again. */
  get(args: {
    entity: EntitySchema;
    id: number | string;
    signal?: AbortSignal;
    quiet?: boolean;
  }): Promise<EntityRecord>;
  create(args: { entity: EntitySchema; data: Record<string, unknown> }): Promise<unknown>;
  update(args: {
    entity: EntitySchema;
    id: number | string;
    data: Record<string, unknown>;
  }): Promise<unknown>;
  remove(args: { entity: EntitySchema; id: number | string }): Promise<unknown>;
  setActive(args: { entity: EntitySchema; id: number | string; active: boolean }): Promise<unknown>;
  /**
   * The short list of an entity for a select; `filter` narrows it (a dependent select sends its parent's id:
   * `{ clientId: 3 }`). Only the entity's id and api section are needed, so a relation need not load the
   * related entity's whole schema. `quiet` when the caller says itself that the list could not be read (a
   * select's error text, the screen's own toast), so no second toast says it again.
   */
  options(args: {
    entity: EntityApi;
    filter?: Record<string, string | number>;
    signal?: AbortSignal;
    quiet?: boolean;
  }): Promise<ShortListOption[]>;
  /**
   * Any other declared action (link, unlink, a custom call): its body and query as given; `id` fills the
   * path's {id}, or, as a record, its {field} placeholders.
   */
  call(args: {
    entity: EntityApi;
    action: ApiActionName;
    id?: number | string | Record<string, unknown>;
    query?: Record<string, string | number>;
    body?: unknown;
    signal?: AbortSignal;
  }): Promise<unknown>;
  /**
   * Saves the list as an Excel file: every row its filters find (`params` without the page), in its order,
   * under the list's file name (`excelFileName`). Absent from a provider that cannot download files, and then
   * no page offers it.
   */
  exportList?(args: ExportListArgs): Promise<void>;
}

/** What a list's Excel export needs: the list's entity and query, and whom to tell how far the download is. */
export interface ExportListArgs {
  entity: EntitySchema;
  params: ListParams;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}
