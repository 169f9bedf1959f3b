import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '../../lib/cn';

export interface SwitchProps {
  checked: boolean;
  /** Called with the new state, by a click on the switch or the label, or by Space. */
  onChange: (checked: boolean) => void;
  /** The visible label, also the accessible name: say what is on, such as "Receber notificações". */
  label: string;
  /** A second line under the label, read as the switch's description. */
  description?: string;
  disabled?: boolean;
  /** Submits the value 'on' under this name when on, inside a native form. */
  name?: string;
  /** Classes for the row that holds the switch and the label. */
  className?: string;
}

/**
 * An on/off switch with its visible label (Headless UI), for settings that apply at once.
 * Space toggles it, and a click on the label does too.
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
          'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-ink-500 p-0.5',
          'transition-colors duration-200 ease-in-out data-checked:bg-brand-700',
          'focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-focus',
          'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none inline-block size-5 rounded-full bg-white shadow-sm ring-0',
            'transition-transform duration-200 ease-in-out group-data-checked:translate-x-5',
          )}
        />
      </HeadlessSwitch>
      <div className="flex min-w-0 flex-col gap-0.5 pt-0.5">
        <Label className="cursor-pointer text-sm font-medium text-ink-800 data-disabled:cursor-not-allowed data-disabled:text-ink-600">
          {label}
        </Label>
        {description && <Description className="text-xs text-ink-600">{description}</Description>}
      </div>
    </Field>
  );
}
