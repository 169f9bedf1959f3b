import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { TextInput } from '../text-input';
import { IconButton } from '../icon-button';
import { CheckIcon, ChevronUpDownIcon, CloseIcon } from '../icons';
import { fieldLabelId } from '../field';
import { Spinner } from '../spinner';
import {
  controlClasses,
  DescribedButton,
  DisabledReason,
  disabledReasonId,
  joinIds,
  OptionsMessage,
  optionClasses,
  optionsPanelClasses,
} from './control';
import type { SelectOption } from './option';

export interface SelectProps<V extends string | number> {
  /** The id of the button; a Field's `htmlFor` points here. Generated when absent. */
  id?: string;
  /** The chosen option's value, or null while nothing is chosen. */
  value: V | null;
  /** Called with the picked option's value, or null when the × button clears it. */
  onChange: (value: V | null) => void;
  /** The choices, in the order shown: `{ value, label, disabled? }` (see `fromShortList`). */
  options: ReadonlyArray<SelectOption<V>>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Greys the control out and takes it out of the tab order; say why with `disabledReason`. */
  disabled?: boolean;
  /** Shows the chosen option's label as a value to read (a read-only form), not a control to open. */
  readOnly?: boolean;
  /** The options are still being fetched: shows 'Carregando...' and cannot be opened yet. */
  loading?: boolean;
  /** Why it is disabled, shown under the control and read as its description ("Escolha um cliente primeiro"). */
  disabledReason?: string;
  /** Red border and aria-invalid. */
  invalid?: boolean;
  /** Shows a × button that sets the value back to null. */
  clearable?: boolean;
  /** Shown in the open panel when `options` is empty. */
  emptyMessage?: string;
  /** The form field name, for a hidden input with the value. */
  name?: string;
  /**
   * Opens the list of options when the Select first renders, without moving the focus; it closes as usual
   * (a pick, Esc, a click outside) and stays closed. For a choice the user is expected to make first.
   */
  defaultOpen?: boolean;
  /** The accessible name when there is no visible Field label (a filter in a table header). */
  'aria-label'?: string;
  /** Ids of the Field's hint and error (`fieldDescribedBy`); the disabled reason is added to them. */
  'aria-describedby'?: string;
  /** Classes added to the wrapper (layout only, such as a width). */
  className?: string;
}

/**
 * A single choice from a short list (Headless UI Listbox), drawn like the text inputs beside it.
 *
 * **When to use.** To pick one of a few dozen known options at most: a client, a business unit, a status. Use
 * `AsyncCombobox` when the list is long or comes from a search, `MultiSelect` for several choices, and a
 * `Switch` or `Checkbox` for yes/no. Put it in a `Field`, whose label names it.
 *
 * **Accessibility.** A button with `aria-haspopup="listbox"` whose accessible name is its label followed by the
 * shown choice ("Cliente Logística Gaúcha S.A."), so the choice is heard. Space, Enter or ArrowDown open the list;
 * arrows and typed letters move through the options, Enter picks and Esc closes, and the focus goes back to the
 * button. A disabled option is read as unavailable. The × of `clearable` ('Limpar seleção') is the next tab stop.
 * The Field's hint and error and the `disabledReason` are read as its description; `invalid` sets aria-invalid.
 *
 * @example
 * <Field label="Cliente" htmlFor="clientId">
 *   <Select id="clientId" options={fromShortList(clients)} value={clientId} onChange={setClientId} />
 * </Field>
 */
export function Select<V extends string | number>({
  id,
  value,
  onChange,
  options,
  placeholder = 'Selecione',
  disabled = false,
  readOnly = false,
  loading = false,
  disabledReason,
  invalid = false,
  clearable = false,
  emptyMessage = 'Nenhuma opção encontrada.',
  name,
  defaultOpen = false,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  className,
}: SelectProps<V>) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const valueId = `${buttonId}-value`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selected = options.find((option) => option.value === value);
  const reason = disabled ? disabledReason : undefined;
  const showClear = clearable && !disabled && !loading && value !== null;
  if (readOnly)
    return (
      <TextInput
        id={buttonId}
        readOnly
        value={selected?.label ?? ''}
        placeholder="—"
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        className={className}
      />
    );

  return (
    <div className={cn('min-w-0', className)}>
      <Listbox
        value={value}
        onChange={onChange}
        disabled={disabled || loading}
        invalid={invalid}
        name={name}
        // Headless UI 2 has no defaultOpen; its `__demoMode` (typed, undocumented) starts the panel open without
        // moving the focus or making it modal, and is dropped at the first close. Check it on Headless UI upgrades.
        __demoMode={defaultOpen}
      >
        <div className="relative">
          <ListboxButton
            as={DescribedButton}
            ref={buttonRef}
            id={buttonId}
            aria-label={ariaLabel}
            aria-invalid={invalid || undefined}
            aria-busy={loading || undefined}
            // Named by its Field label (or its own aria-label) and then by the text it shows:
            // "Cliente Logística Gaúcha S.A.", so the choice is heard and visible text is in the name. Chromium does
            // not follow a self-reference to a <label for>, so the Field's label is referenced by its id.
            labelledBy={`${ariaLabel ? buttonId : fieldLabelId(buttonId)} ${valueId}`}
            describedBy={joinIds(describedBy, reason && disabledReasonId(buttonId))}
            className={controlClasses({
              invalid,
              disabled: disabled || loading,
              className: cn('h-10 pl-3', showClear ? 'pr-16' : 'pr-10'),
            })}
          >
            {loading && <Spinner className="mr-2 text-fg-link" />}
            <span id={valueId} className={cn('block truncate', !selected && 'text-fg-muted')}>
              {loading ? 'Carregando...' : (selected?.label ?? placeholder)}
            </span>
            <ChevronUpDownIcon className="pointer-events-none absolute right-2 text-fg-subtle" />
          </ListboxButton>
          {showClear && (
            <IconButton
              label="Limpar seleção"
              icon={<CloseIcon />}
              className="absolute top-1 right-8"
              onClick={() => {
                onChange(null);
                buttonRef.current?.focus();
              }}
            />
          )}
        </div>
        <ListboxOptions
          anchor="bottom start"
          transition
          className={cn(optionsPanelClasses, 'w-(--button-width)')}
        >
          {options.length === 0 && <OptionsMessage>{emptyMessage}</OptionsMessage>}
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={optionClasses}
            >
              <span className="min-w-0 flex-1">{option.label}</span>
              <CheckIcon className="invisible text-fg-link in-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {reason && <DisabledReason controlId={buttonId} reason={reason} />}
    </div>
  );
}
