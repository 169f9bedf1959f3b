import { cn } from '../../lib/cn';
import { CloseIcon } from '../icons';
import type { SelectOption } from '../select/option';

interface SelectedChipsProps<V extends string | number> {
  value: V[];
  options: ReadonlyArray<SelectOption<V>>;
  /** Whether each chip has its remove button; a disabled or loading MultiSelect shows the chips alone. */
  removable: boolean;
  onRemove: (value: V) => void;
}

/** The chosen values of a MultiSelect as chips, each with a "Remover {label}" button while removable. */
export function SelectedChips<V extends string | number>({
  value,
  options,
  removable,
  onRemove,
}: SelectedChipsProps<V>) {
  if (value.length === 0) return null;
  const labelOf = (item: V) => options.find((option) => option.value === item)?.label ?? String(item);
  return (
    <ul className="flex min-w-0 flex-wrap gap-1 px-1 pt-1">
      {value.map((item) => {
        const label = labelOf(item);
        return (
          <li
            key={item}
            className={cn(
              'inline-flex h-7 max-w-full min-w-0 items-center gap-0.5 rounded-full bg-accent-soft pl-2.5 text-xs',
              'font-medium text-fg-accent ring-1 ring-accent/20 ring-inset',
              removable ? 'pr-0.5' : 'pr-2.5',
            )}
          >
            <span className="truncate" title={label}>
              {label}
            </span>
            {removable && (
              <button
                type="button"
                aria-label={`Remover ${label}`}
                title={`Remover ${label}`}
                onClick={() => onRemove(item)}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-accent-soft-hover focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-3.5"
              >
                <CloseIcon />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
