import { useSearchParams } from 'react-router-dom';
import { variantOf, variantView } from '../../core/index.ts';
import type { EntitySchema } from '../../core/index.ts';
import { withoutListParams } from './use-list-state.ts';

/**
 * The tab of an entity with variants, bound to its URL parameter (`variants.urlParam`, a missing or unknown
 * value is the first tab): the view the list shows (`variantView`), and `select`, which pushes a history entry
 * (Back returns to the previous tab) and starts the new tab on its first page without the old one's filters.
 * An entity without variants is its own view.
 */
export function useVariantTab(entity: EntitySchema) {
  const [search, setSearch] = useSearchParams();
  const variants = entity.variants;
  const key = variants ? variantOf(entity, search.get(variants.urlParam)).key : undefined;
  const select = (next: string) => {
    if (!variants) return;
    setSearch((current) => {
      const params = withoutListParams(entity, current);
      params.set(variants.urlParam, next);
      return params;
    });
  };
  return { view: key === undefined ? entity : variantView(entity, key), key, select };
}
