import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useId, useRef } from 'react';
import { cn } from '../../lib/cn';
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
  value: V | null;
  onChange: (value: V | null) => void;
  options: ReadonlyArray<SelectOption<V>>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
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
  'aria-label'?: string;
  /** Ids of the Field's hint and error (`fieldDescribedBy`); the disabled reason is added to them. */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A single choice from a short list (Headless UI Listbox): Space or ArrowDown open it, arrows and typing move
 * through the options, Enter picks, Esc closes. Its accessible name is its label followed by the shown choice.
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
  loading = false,
  disabledReason,
  invalid = false,
  clearable = false,
  emptyMessage = 'Nenhuma opção encontrada.',
  name,
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

  return (
    <div className={cn('min-w-0', className)}>
      <Listbox value={value} onChange={onChange} disabled={disabled || loading} invalid={invalid} name={name}>
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
            {loading && <Spinner className="mr-2 text-brand-700" />}
            <span id={valueId} className={cn('block truncate', !selected && 'text-ink-600')}>
              {loading ? 'Carregando...' : (selected?.label ?? placeholder)}
            </span>
            <ChevronUpDownIcon className="pointer-events-none absolute right-2 text-ink-500" />
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
              <CheckIcon className="invisible text-brand-700 in-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {reason && <DisabledReason controlId={buttonId} reason={reason} />}
    </div>
  );
}
