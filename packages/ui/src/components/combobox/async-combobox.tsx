import { Combobox, ComboboxButton, ComboboxInput } from '@headlessui/react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { keepClosedOnQuietFocus } from '../../lib/quiet-focus';
import { ChevronUpDownIcon } from '../icons';
import { controlClasses, DescribedInput, DisabledReason, disabledReasonId, joinIds } from '../select/control';
import type { SelectOption } from '../select/option';
import {
  AsyncComboboxOptions,
  defaultAsyncComboboxMessages,
  type AsyncComboboxMessages,
} from './async-combobox-options';
import type { LoadOptions } from './use-async-options';

export interface AsyncComboboxProps<V extends string | number> {
  /** The id of the search input; a Field's `htmlFor` points here. Generated when absent. */
  id?: string;
  /** The chosen option's value, or null when nothing is chosen. Controlled: update it from `onChange`. */
  value: V | null;
  /** Called with the picked option's value, or with null when the user erases the text. */
  onChange: (value: V | null) => void;
  /** Asks the endpoint for the options matching what was typed; abort the request when `signal` aborts. */
  loadOptions: LoadOptions<V>;
  /** The label of `value` before any option has loaded (an edit form's saved choice). */
  selectedLabel?: string;
  /** How long typing must pause before a query is sent. */
  debounceMs?: number;
  /** Sends nothing until this many characters are typed. */
  minQueryLength?: number;
  /**
   * Opens the options when the input gets focus or a click, not only when typing (a short list); a focus by
   * `focusWithoutOpening` (a form showing its first error) leaves them closed.
   */
  openOnFocus?: boolean;
  /** Shown in the empty input. Default 'Buscar...'. */
  placeholder?: string;
  /** Greyed out and out of the Tab order; say why with `disabledReason`. */
  disabled?: boolean;
  /** Why it is disabled, shown under the control and read as its description. */
  disabledReason?: string;
  /** Marks the choice as wrong: red border and aria-invalid (the Field shows the error). */
  invalid?: boolean;
  /** Replaces some of the panel's texts ('Carregando...', 'Nenhuma opção encontrada.', ...). */
  messages?: Partial<AsyncComboboxMessages>;
  /** The accessible name when no Field label points at the input (a filter bar, a table cell). */
  'aria-label'?: string;
  /** Ids of the Field's hint and error (`fieldDescribedBy`); the disabled reason is added to them. */
  'aria-describedby'?: string;
  /** Classes added to the wrapper, for layout (a width, a grid span). */
  className?: string;
}

/**
 * A searchable single choice whose options come from an endpoint (Headless UI Combobox). Typing filters on the
 * server after a pause; ArrowDown opens the list, Enter picks, Esc closes; emptying the text clears the value.
 *
 * **When to use.** To pick one item of a long list that lives on the server: a driver, a vehicle, a client among
 * thousands. A short, known list is a `Select`; several choices are a `MultiSelect`. Put it in a `Field`, whose
 * label names it, and give it `selectedLabel` in edit forms so the saved choice shows before anything loads.
 *
 * **Accessibility.** A text input with `role="combobox"`, named by the Field's label (or `aria-label`), with a
 * listbox of options. Typing searches; ArrowDown opens the list, the arrows move through the options, Enter picks
 * and Esc closes, with the focus staying in the input. A screen reader hears the highlighted option as the arrows
 * move, and a polite live region reads the panel's state ('Carregando...', 'Nenhuma opção encontrada.', the
 * error). The chevron button ('Mostrar opções') opens the list for a pointer. The Field's hint and error and the
 * `disabledReason` are read as the input's description; `invalid` sets aria-invalid.
 *
 * @example
 * <AsyncCombobox
 *   aria-label="Motorista"
 *   value={driverId}
 *   onChange={setDriverId}
 *   loadOptions={(query, signal) => api.drivers.short({ name: query }, { signal }).then(fromShortList)}
 * />
 */
export function AsyncCombobox<V extends string | number>({
  id,
  value,
  onChange,
  loadOptions,
  selectedLabel,
  debounceMs = 250,
  minQueryLength = 0,
  openOnFocus = false,
  placeholder = 'Buscar...',
  disabled = false,
  disabledReason,
  invalid = false,
  messages,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  className,
}: AsyncComboboxProps<V>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [query, setQuery] = useState('');
  // The option last picked, so its label shows even when the loaded list no longer contains it.
  const [picked, setPicked] = useState<SelectOption<V> | null>(null);
  const selected: SelectOption<V> | null =
    value === null ? null : picked?.value === value ? picked : { value, label: selectedLabel ?? '' };
  const reason = disabled ? disabledReason : undefined;

  return (
    <div className={cn('min-w-0', className)}>
      <Combobox
        value={selected}
        by="value"
        onChange={(option: SelectOption<V> | null) => {
          setPicked(option);
          onChange(option?.value ?? null);
        }}
        onClose={() => setQuery('')}
        disabled={disabled}
        invalid={invalid}
        immediate={openOnFocus}
      >
        {({ open }) => (
          <>
            <div className={controlClasses({ invalid, disabled, focus: 'within' })}>
              <ComboboxInput
                as={DescribedInput}
                id={inputId}
                onFocus={keepClosedOnQuietFocus}
                aria-label={ariaLabel}
                aria-invalid={invalid || undefined}
                describedBy={joinIds(describedBy, reason && disabledReasonId(inputId))}
                placeholder={placeholder}
                autoComplete="off"
                displayValue={(option: SelectOption<V> | null) => option?.label ?? ''}
                onChange={(event) => setQuery(event.target.value)}
                className="h-[38px] w-full min-w-0 truncate rounded-control bg-transparent pr-10 pl-3 placeholder:text-fg-subtle focus:outline-none disabled:cursor-not-allowed"
              />
              <ComboboxButton
                aria-label="Mostrar opções"
                className="absolute inset-y-0 right-0 flex items-center px-2 text-fg-subtle disabled:cursor-not-allowed"
              >
                <ChevronUpDownIcon />
              </ComboboxButton>
            </div>
            <AsyncComboboxOptions
              open={open}
              query={query}
              loadOptions={loadOptions}
              debounceMs={debounceMs}
              minQueryLength={minQueryLength}
              messages={{ ...defaultAsyncComboboxMessages, ...messages }}
            />
          </>
        )}
      </Combobox>
      {reason && <DisabledReason controlId={inputId} reason={reason} />}
    </div>
  );
}
