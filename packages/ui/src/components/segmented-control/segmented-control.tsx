import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface SegmentedOption<V extends string> {
  /** The value chosen (also what a URL or the browser's storage keeps). */
  value: V;
  /** The visible text, also the option's accessible name. */
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** What the choice is about, read before the options ('Modo de exibição'); visually hidden. */
  label: string;
  /** The options in order, two to four short words. */
  options: ReadonlyArray<SegmentedOption<V>>;
  /** The chosen option's value. */
  value: V;
  /** Called with the option the user picks (click, arrow keys). */
  onChange: (value: V) => void;
  /** Classes added to the group (layout only, such as a margin). */
  className?: string;
}

/**
 * A row of two to four joined buttons of which one is chosen: a view of the same content ("Completo",
 * "Compacto"), made of native radio buttons.
 *
 * **When to use.** To switch how one list or panel is shown, where the choice changes nothing but the view and
 * takes effect at once. Use `Tabs` to split a page into sections with different content, a `Select` for more than
 * four options, and a `Checkbox` or `Switch` for on/off.
 *
 * **Accessibility.** A `fieldset` named by `label` (a visually hidden legend) of native radio buttons, each named by
 * its text: a screen reader hears the group's name, the option, "radio button", whether it is checked and its
 * position. Tab reaches the chosen option; the arrow keys move to the previous or next one and choose it, as radio
 * buttons do; the focus ring shows on the chosen segment. No script beyond React's: it weighs nothing on a route.
 *
 * @example <SegmentedControl label="Modo de exibição" options={MODES} value={mode} onChange={setMode} />
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<V>) {
  const name = useId();
  return (
    <fieldset
      className={cn('inline-flex rounded-control border border-line-control bg-surface p-0.5', className)}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'relative cursor-pointer rounded-[calc(var(--radius-control)-2px)] px-3 py-1.5 text-sm font-medium',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-focus',
            option.value === value ? 'bg-primary text-white' : 'text-fg-soft hover:bg-surface-muted',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            // Transparent over its segment: a click or a tap anywhere on it reaches the radio itself.
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
