import type { FocusEvent } from 'react';

let quiet = false;

/**
 * Runs `focus` so that a select it focuses stays closed: a select that opens on focus (AsyncCombobox with
 * `openOnFocus`, MultiSelect) opens for the user's click or Tab, not for a form moving to its first error, whose
 * options would cover the messages under the fields.
 *
 * @example focusWithoutOpening(() => form.focusOnError(error))
 */
export function focusWithoutOpening(focus: () => void): void {
  quiet = true;
  try {
    focus();
  } finally {
    quiet = false;
  }
}

/** The `onFocus` of an input that opens its options on focus: during `focusWithoutOpening` it does not. */
export function keepClosedOnQuietFocus(event: FocusEvent): void {
  // Headless UI skips its own handler (which opens the options) for an event whose default was prevented.
  if (quiet) event.preventDefault();
}
