import { Description, Field, Label, Checkbox as HeadlessCheckbox } from '@headlessui/react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../icons';

const box = cva(
  [
    'group mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border bg-white',
    'shadow-sm transition-colors data-checked:border-brand-700 data-checked:bg-brand-700',
    'focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-focus',
    'data-disabled:cursor-not-allowed data-disabled:opacity-60',
  ],
  {
    variants: {
      invalid: {
        false: 'border-ink-500',
        true: 'border-danger-600 ring-1 ring-danger-600',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export interface CheckboxProps {
  checked: boolean;
  /** Called with the new state, by a click on the box or the label, or by Space. */
  onChange: (checked: boolean) => void;
  /** The visible label, also the accessible name. */
  label: string;
  /** A second line under the label, read as the checkbox's description. */
  description?: string;
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
        <Label className="cursor-pointer text-sm font-medium text-ink-800 data-disabled:cursor-not-allowed data-disabled:text-ink-600">
          {label}
        </Label>
        {description && <Description className="text-xs text-ink-600">{description}</Description>}
      </div>
    </Field>
  );
}
