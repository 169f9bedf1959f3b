import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../icons';
import { OptionsMessage, optionClasses, optionsPanelClasses } from '../select/control';
import { useAsyncOptions, type LoadOptions } from './use-async-options';

/** The texts the panel shows instead of options. */
export interface AsyncComboboxMessages {
  loading: string;
  empty: string;
  error: string;
  /** Receives `minQueryLength`. */
  tooShort: (minQueryLength: number) => string;
}

export const defaultAsyncComboboxMessages: AsyncComboboxMessages = {
  loading: 'Carregando...',
  empty: 'Nenhuma opção encontrada.',
  error: 'Erro ao carregar opções.',
  tooShort: (minQueryLength) => `Digite ao menos ${minQueryLength} caracteres para buscar.`,
};

interface AsyncComboboxOptionsProps<V extends string | number> {
  open: boolean;
  query: string;
  loadOptions: LoadOptions<V>;
  debounceMs: number;
  minQueryLength: number;
  messages: AsyncComboboxMessages;
}

/** The floating panel of an AsyncCombobox, plus a live region that reads its state to screen readers. */
export function AsyncComboboxOptions<V extends string | number>({
  open,
  query,
  loadOptions,
  debounceMs,
  minQueryLength,
  messages,
}: AsyncComboboxOptionsProps<V>) {
  const { status, options } = useAsyncOptions({
    loadOptions,
    query,
    enabled: open,
    debounceMs,
    minQueryLength,
  });
  const message =
    status === 'loading'
      ? messages.loading
      : status === 'error'
        ? messages.error
        : status === 'success' && options.length === 0
          ? messages.empty
          : status === 'idle' && open
            ? messages.tooShort(minQueryLength)
            : null;

  return (
    <>
      {/* modal={false}: a modal panel hides the rest of the page from screen readers, the live region too. */}
      <ComboboxOptions
        anchor="bottom start"
        modal={false}
        aria-busy={status === 'loading' || undefined}
        transition
        className={cn(optionsPanelClasses, 'w-(--input-width)')}
      >
        {message && (
          <OptionsMessage tone={status === 'error' ? 'danger' : 'neutral'}>{message}</OptionsMessage>
        )}
        {options.map((option) => (
          <ComboboxOption
            key={option.value}
            value={option}
            disabled={option.disabled}
            className={optionClasses}
          >
            <span className="min-w-0 flex-1">{option.label}</span>
            <CheckIcon className="invisible text-fg-link in-data-selected:visible" />
          </ComboboxOption>
        ))}
      </ComboboxOptions>
      <span role="status" className="sr-only">
        {open ? message : null}
      </span>
    </>
  );
}
