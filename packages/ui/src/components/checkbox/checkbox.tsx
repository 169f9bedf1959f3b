import { Description, Field, Label, Checkbox as HeadlessCheckbox } from '@headlessui/react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../icons';

const box = cva(
  [
    'group mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border bg-surface',
    'shadow-sm transition-colors data-checked:border-primary data-checked:bg-primary',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-disabled:cursor-not-allowed data-disabled:opacity-60',
  ],
  {
    variants: {
      invalid: {
        false: 'border-control',
        true: 'border-danger-600 ring-1 ring-danger-600',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export interface CheckboxProps {
  /** Whether it is ticked. Controlled: keep it in state and update it from `onChange`. */
  checked: boolean;
  /** Called with the new state, by a click on the box or the label, or by Space. */
  onChange: (checked: boolean) => void;
  /** The visible label, also the accessible name. */
  label: string;
  /** A second line under the label, read as the checkbox's description. */
  description?: string;
  /** Greyed out: Tab skips it and clicks do nothing. Say why nearby (the `description` can). */
  disabled?: boolean;
  /** Marks the choice as wrong: red box and aria-invalid. */
  invalid?: boolean;
  /** Submits the value 'on' under this name when checked, inside a native form. */
  name?: string;
  /** Classes for the row that holds the box and the label. */
  className?: string;
}

/**
 * A checkbox with its visible label (Headless UI): Space toggles it, and a click on the label does too.
 *
 * **When to use.** For a yes/no choice that takes effect when the form is saved ("Ativo", "Li e aceito os termos
 * de uso"), and for each item of a short list of choices. A setting that applies at once is a `Switch`; one
 * choice among several is a `Select`. It carries its own label: no `Field` around it.
 *
 * **Accessibility.** `role="checkbox"` with `aria-checked`, named by its visible label and described by its
 * `description`, so a screen reader reads the label, then checkbox and checked or not checked, then the
 * description. Tab reaches it and Space toggles it; a click on the label toggles it too. `invalid` sets
 * `aria-invalid`; `disabled` sets `aria-disabled` and takes it out of the Tab order. The focus ring shows on
 * keyboard focus only.
 *
 * @example <Checkbox label="Ativo" checked={ativo} onChange={setAtivo} />
 */
export function Checkbox({
  checked,
  onChange,
  label,
  description,
  disabled = false,
  invalid = false,
  name,
  className,
}: CheckboxProps) {
  return (
    <Field disabled={disabled} className={cn('flex items-start gap-2.5', className)}>
      <HeadlessCheckbox
        checked={checked}
        onChange={onChange}
        name={name}
        aria-invalid={invalid || undefined}
        className={box({ invalid })}
      >
        <CheckIcon className="size-3.5 text-white opacity-0 group-data-checked:opacity-100" strokeWidth={3} />
      </HeadlessCheckbox>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label className="cursor-pointer text-sm font-medium text-fg data-disabled:cursor-not-allowed data-disabled:text-fg-muted">
          {label}
        </Label>
        {description && <Description className="text-xs text-fg-muted">{description}</Description>}
      </div>
    </Field>
  );
}
