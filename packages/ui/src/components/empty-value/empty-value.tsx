/**
 * A value that is missing, as the content rules write it: an em dash (—) on screen, read "Não informado" by a
 * screen reader (the dash itself is hidden from it).
 *
 * **When to use.** Wherever a value would be shown and there is none: a table cell, a `KeyValueList` value (which
 * uses it), a counter without a count. Never a hyphen (-), a blank or "null".
 *
 * **Accessibility.** The dash is `aria-hidden`; the words are `sr-only`, so the cell or term is never silent.
 *
 * @example <TableCell>{plate ? formatPlate(plate) : <EmptyValue />}</TableCell>
 */
export function EmptyValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Não informado</span>
    </>
  );
}
