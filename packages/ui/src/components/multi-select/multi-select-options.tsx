import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../icons';
import { OptionsMessage, optionClasses, optionsPanelClasses } from '../select/control';
import type { SelectOption } from '../select/option';

interface MultiSelectOptionsProps<V extends string | number> {
  /** The options left after the search. */
  options: ReadonlyArray<SelectOption<V>>;
  emptyMessage: string;
}

/** The floating panel of a MultiSelect: one checkbox-like option per choice. */
export function MultiSelectOptions<V extends string | number>({
  options,
  emptyMessage,
}: MultiSelectOptionsProps<V>) {
  return (
    // modal={false}: a modal panel hides the rest of the page from screen readers, the live count too.
    <ComboboxOptions
      anchor="bottom start"
      modal={false}
      transition
      className={cn(optionsPanelClasses, 'w-(--input-width)')}
    >
      {options.length === 0 && <OptionsMessage>{emptyMessage}</OptionsMessage>}
      {options.map((option) => (
        <ComboboxOption
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          className={optionClasses}
        >
          <span
            className={cn(
              'flex size-4 shrink-0 items-center justify-center rounded-sm border border-line-strong [&_svg]:size-3.5',
              'in-data-selected:border-primary in-data-selected:bg-primary',
            )}
          >
            <CheckIcon className="invisible text-white in-data-selected:visible" />
          </span>
          <span className="min-w-0 flex-1">{option.label}</span>
        </ComboboxOption>
      ))}
    </ComboboxOptions>
  );
}
