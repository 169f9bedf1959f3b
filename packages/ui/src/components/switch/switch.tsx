import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '../../lib/cn';

export interface SwitchProps {
  /** Whether it is on. The switch is controlled: keep the state and update it in `onChange`. */
  checked: boolean;
  /** Called with the new state, by a click on the switch or the label, or by Space. */
  onChange: (checked: boolean) => void;
  /** The visible label, also the accessible name: say what is on, such as "Receber notificações". */
  label: string;
  /** A second line under the label, read as the switch's description. */
  description?: string;
  /** Greyed out, label included: Tab skips it and clicks do nothing. Say why nearby, such as in `description`. */
  disabled?: boolean;
  /** Submits the value 'on' under this name when on, inside a native form. */
  name?: string;
  /** Classes for the row that holds the switch and the label. */
  className?: string;
}

/**
 * An on/off switch with its visible label (Headless UI), for a setting that applies at once.
 *
 * **When to use.** For a setting whose change takes effect immediately, such as "Exibir inativos" above a list.
 * Use a `Checkbox` for a choice in a form that applies only when the form is saved, and a `Select` for more
 * than two options.
 *
 * **Accessibility.** A `button` with `role="switch"` and `aria-checked`, named by its visible label and described
 * by `description`. Tab reaches it and Space toggles it; a click on the label toggles it too. A screen reader
 * hears the label, "switch" and "on" or "off". The focus ring shows on keyboard focus only; a disabled switch is
 * skipped by Tab.
 *
 * @example <Switch label="Exibir inativos" checked={showInactive} onChange={setShowInactive} />
 */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled = false,
  name,
  className,
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={cn('flex items-start gap-3', className)}>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        name={name}
        className={cn(
          'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-control p-0.5',
          'transition-colors duration-normal ease-standard data-checked:bg-primary',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none inline-block size-5 rounded-full bg-surface shadow-sm ring-0',
            'transition-transform duration-normal ease-standard group-data-checked:translate-x-5',
          )}
        />
      </HeadlessSwitch>
      <div className="flex min-w-0 flex-col gap-0.5 pt-0.5">
        <Label className="cursor-pointer text-sm font-medium text-fg data-disabled:cursor-not-allowed data-disabled:text-fg-muted">
          {label}
        </Label>
        {description && <Description className="text-xs text-fg-muted">{description}</Description>}
      </div>
    </Field>
  );
}
