/**
 * One choice of a Select, AsyncCombobox or MultiSelect. `value` is what the form stores (an id), `label` what
 * the user reads.
 */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** An item of the API's short lists (`GET .../short`, `.../all/select`): `{ key, text, value }`. */
export interface ShortListItem<V extends string | number = string | number> {
  key: unknown;
  text: string;
  value: V;
}

/**
 * Turns a short list from the API into select options.
 *
 * @example
 * const clients = fromShortList(await api.get<ShortListItem<number>[]>('/clientes/short'));
 * <Select options={clients} value={clientId} onChange={setClientId} />
 */
export function fromShortList<V extends string | number>(
  items: ReadonlyArray<ShortListItem<V>>,
): SelectOption<V>[] {
  return items.map(({ text, value }) => ({ value, label: text }));
}

/**
 * Folds a text for searching: lower case, no accents, trimmed. 'João ' and 'joao' fold to the same string.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/**
 * The options whose label contains the query, ignoring case and accents (pt-BR): 'joao' finds 'João'.
 * An empty query keeps every option.
 */
export function filterOptions<V extends string | number>(
  options: ReadonlyArray<SelectOption<V>>,
  query: string,
): SelectOption<V>[] {
  const folded = foldForSearch(query);
  if (folded === '') return [...options];
  return options.filter((option) => foldForSearch(option.label).includes(folded));
}
