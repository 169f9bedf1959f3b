import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Shared by Select, AsyncCombobox and MultiSelect so the three look like the TextInput beside them in a form.

const control = cva(
  'relative flex min-h-10 w-full min-w-0 items-center rounded-control border text-left text-sm shadow-sm',
  {
    variants: {
      invalid: {
        false: 'border-line-control',
        true: 'border-danger-500',
      },
      // `within`: the focusable element is inside the box (a search input), so the box shows the ring.
      focus: {
        self: 'focus:outline-2 focus:outline-offset-0',
        within: 'focus-within:outline-2 focus-within:outline-offset-0',
      },
      disabled: {
        true: 'cursor-not-allowed bg-surface-muted text-fg-subtle',
        false: 'bg-surface text-fg-strong',
      },
    },
    compoundVariants: [
      { focus: 'self', invalid: false, className: 'focus:border-accent focus:outline-accent/30' },
      { focus: 'self', invalid: true, className: 'focus:border-danger-600 focus:outline-danger-600/30' },
      {
        focus: 'within',
        invalid: false,
        className: 'focus-within:border-accent focus-within:outline-accent/30',
      },
      {
        focus: 'within',
        invalid: true,
        className: 'focus-within:border-danger-600 focus-within:outline-danger-600/30',
      },
    ],
    defaultVariants: { invalid: false, focus: 'self', disabled: false },
  },
);

/** The classes of the box of a select-like control (the button of a Select, the box around a search input). */
export function controlClasses({
  invalid = false,
  disabled = false,
  focus = 'self',
  className,
}: {
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  focus?: 'self' | 'within';
  className?: string | undefined;
}): string {
  return cn(control({ invalid, disabled, focus }), className);
}

/**
 * The floating panel of options; the caller adds its width (`w-(--button-width)` or `w-(--input-width)`).
 * Headless UI sets its max-height inline from `--anchor-max-height` and the room left in the viewport.
 */
export const optionsPanelClasses = cn(
  'z-50 overflow-y-auto rounded-control border border-line bg-surface py-1 text-sm shadow-lg',
  '[--anchor-gap:4px] [--anchor-max-height:16rem] [--anchor-padding:8px] focus:outline-none',
  'transition duration-fast ease-enter data-closed:opacity-0',
);

/** One option in the panel: Headless UI sets data-focus (keyboard or pointer), data-selected, data-disabled. */
export const optionClasses = cn(
  'flex cursor-default items-center gap-2 px-3 py-2 text-fg-strong select-none',
  'data-focus:bg-accent-soft data-selected:font-medium data-disabled:cursor-not-allowed data-disabled:text-fg-subtle',
);

/**
 * A line of text in the options panel instead of options: loading, empty or failed. It is an unavailable option,
 * because a listbox may only contain options (screen readers read it as "Nenhuma opção encontrada, indisponível").
 */
export function OptionsMessage({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <div
      role="option"
      aria-disabled="true"
      aria-selected="false"
      // data-disabled: Headless UI never treats a click on it as picking an option.
      data-disabled=""
      className={cn('px-3 py-2', tone === 'danger' ? 'text-danger-700' : 'text-fg-muted')}
    >
      {children}
    </div>
  );
}

/** The id of the disabled reason of a control, to add to its aria-describedby. */
export function disabledReasonId(controlId: string): string {
  return `${controlId}-disabled-reason`;
}

/** Joins the ids given, skipping empty ones; undefined when nothing is left (no empty aria-describedby). */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const kept = ids.filter(Boolean);
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/** Why a control is disabled, under it ("Escolha um cliente primeiro"); its id is `disabledReasonId(controlId)`. */
export function DisabledReason({ controlId, reason }: { controlId: string; reason: string }) {
  return (
    <p id={disabledReasonId(controlId)} className="mt-1 text-xs text-fg-muted">
      {reason}
    </p>
  );
}

// Headless UI writes aria-describedby from its own <Description> context, which replaces the caller's value
// (the Field's hint and error, the disabled reason) with undefined. Rendering its button or input `as` one of
// these puts our ids back on the element.

/**
 * A button whose aria-describedby and aria-labelledby come from `describedBy` and `labelledBy`; use as
 * `<ListboxButton as={DescribedButton}>`.
 */
export function DescribedButton({
  describedBy,
  labelledBy,
  ...props
}: ComponentProps<'button'> & { describedBy?: string | undefined; labelledBy?: string | undefined }) {
  return <button {...props} aria-describedby={describedBy} aria-labelledby={labelledBy} />;
}

/** An input whose aria-describedby comes from `describedBy`; use as `<ComboboxInput as={DescribedInput}>`. */
export function DescribedInput({
  describedBy,
  ...props
}: ComponentProps<'input'> & { describedBy?: string | undefined }) {
  return <input {...props} aria-describedby={describedBy} />;
}
