import { Combobox, ComboboxButton, ComboboxInput } from '@headlessui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { keepClosedOnQuietFocus } from '../../lib/quiet-focus';
import { ChevronUpDownIcon } from '../icons';
import { controlClasses, DescribedInput, DisabledReason, disabledReasonId, joinIds } from '../select/control';
import { filterOptions, type SelectOption } from '../select/option';
import { MultiSelectOptions } from './multi-select-options';
import { SelectedChips } from './selected-chips';

export interface MultiSelectProps<V extends string | number> {
  /** The id of the input; a Field's `htmlFor` points here. Generated when absent. */
  id?: string;
  /** The chosen values, in the order they were picked; each shows as a chip. */
  value: V[];
  /** Called with the whole new list of values after a pick, a chip's removal or Backspace. */
  onChange: (values: V[]) => void;
  /** The choices, in the order shown: `{ value, label, disabled? }` (see `fromShortList`). */
  options: ReadonlyArray<SelectOption<V>>;
  /** Shown in the input while nothing is chosen. */
  placeholder?: string;
  /** Shown in the input of a searchable MultiSelect once something is chosen. */
  searchPlaceholder?: string;
  /** Lets the user type to filter the options, ignoring case and accents ('joao' finds 'João'). */
  searchable?: boolean;
  /**
   * Greys the control out and takes it out of the tab order; its chips stay, without their remove buttons. Say why
   * with `disabledReason`.
   */
  disabled?: boolean;
  /** The options are still being fetched: shows 'Carregando...' and cannot be opened, nor its chips removed, yet. */
  loading?: boolean;
  /** Why it is disabled, shown under the control and read as its description. */
  disabledReason?: string;
  /** Red border and aria-invalid. */
  invalid?: boolean;
  /** Shown in the open panel when no option matches. */
  emptyMessage?: string;
  /**
   * Opens the list of options when the MultiSelect first renders, without moving the focus; it closes as usual
   * (Esc, a click outside) and stays closed. For a choice the user is expected to make first.
   */
  defaultOpen?: boolean;
  /** The accessible name when there is no visible Field label. */
  'aria-label'?: string;
  /** Ids of the Field's hint and error (`fieldDescribedBy`); the disabled reason is added to them. */
  'aria-describedby'?: string;
  /** Classes added to the wrapper (layout only, such as a width). */
  className?: string;
}

/**
 * Several choices from a list (Headless UI Combobox `multiple`), shown as removable chips with a count.
 *
 * **When to use.** To pick any number of items from a known list: the drivers of a client, the plates of a
 * fleet. With `searchable` for more than a dozen options. Use `Select` for one choice, and a group of `Checkbox`es
 * when there are only a handful of options that should all stay visible.
 *
 * **Accessibility.** A combobox input named by its Field's label, with a listbox that allows several choices
 * (`aria-multiselectable`); each option is read with its checked state. ArrowDown opens the list, Enter toggles
 * an option and keeps the list open, Esc closes; typing filters when `searchable`. Each chip has a 'Remover
 * {nome}' button in the tab order before the input (none while disabled or loading), and Backspace in the empty input removes the last chip.
 * A polite status under the control says how many are chosen ("2 selecionado(s)"). The Field's hint and error and
 * the `disabledReason` are read as the input's description.
 *
 * @example
 * <MultiSelect aria-label="Motoristas" searchable options={drivers} value={driverIds} onChange={setDriverIds} />
 */
export function MultiSelect<V extends string | number>({
  id,
  value,
  onChange,
  options,
  placeholder = 'Selecione',
  searchPlaceholder = 'Buscar...',
  searchable = false,
  disabled = false,
  loading = false,
  disabledReason,
  invalid = false,
  emptyMessage = 'Nenhuma opção encontrada.',
  defaultOpen = false,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  className,
}: MultiSelectProps<V>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [query, setQuery] = useState('');
  const visible = filterOptions(options, query);
  const inactive = disabled || loading;
  const reason = disabled ? disabledReason : undefined;

  const removeLast = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && query === '' && value.length > 0) onChange(value.slice(0, -1));
  };

  return (
    <div className={cn('min-w-0', className)}>
      <Combobox
        multiple
        // Opens on click or focus, like the form's single selects: the options are the point of the control (not
        // on a focus by focusWithoutOpening, a form showing its first error).
        immediate
        value={value}
        onChange={(values: V[]) => {
          onChange(values);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        disabled={inactive}
        invalid={invalid}
        // Headless UI 2 has no defaultOpen; its `__demoMode` (typed, undocumented) starts the panel open without
        // moving the focus or making it modal, and is dropped at the first close. Check it on Headless UI upgrades.
        __demoMode={defaultOpen}
      >
        <div
          className={controlClasses({
            invalid,
            disabled: inactive,
            focus: 'within',
            className: 'flex-col items-stretch',
          })}
        >
          <SelectedChips
            value={value}
            options={options}
            removable={!inactive}
            onRemove={(removed) => onChange(value.filter((item) => item !== removed))}
          />
          {/* The input spans the whole box, under the chips: the panel takes its width and opens below it. */}
          <div className="relative">
            <ComboboxInput
              as={DescribedInput}
              id={inputId}
              onFocus={keepClosedOnQuietFocus}
              aria-label={ariaLabel}
              aria-invalid={invalid || undefined}
              aria-busy={loading || undefined}
              describedBy={joinIds(describedBy, reason && disabledReasonId(inputId))}
              placeholder={
                loading
                  ? 'Carregando...'
                  : value.length === 0
                    ? placeholder
                    : searchable
                      ? searchPlaceholder
                      : undefined
              }
              readOnly={!searchable}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={removeLast}
              className={cn(
                'h-[38px] w-full min-w-0 rounded-control bg-transparent pr-10 pl-3 placeholder:text-fg-muted',
                'focus:outline-none disabled:cursor-not-allowed',
                !searchable && 'cursor-default caret-transparent',
              )}
            />
            <ComboboxButton
              aria-label="Mostrar opções"
              className="absolute inset-y-0 right-0 flex items-center px-2 text-fg-subtle disabled:cursor-not-allowed"
            >
              <ChevronUpDownIcon />
            </ComboboxButton>
          </div>
        </div>
        <MultiSelectOptions options={visible} emptyMessage={emptyMessage} />
      </Combobox>
      <p role="status" className="mt-1 text-xs text-fg-muted">
        {value.length} selecionado(s)
      </p>
      {reason && <DisabledReason controlId={inputId} reason={reason} />}
    </div>
  );
}
