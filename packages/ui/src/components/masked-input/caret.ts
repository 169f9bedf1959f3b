/** Characters that carry the raw value; everything else in a formatted value is a mask character. */
const RAW_CHAR = /[\dA-Za-z]/;

/**
 * The caret position just after the `count`-th raw character of a formatted value, so the caret
 * stays next to what the user typed when mask characters are inserted or removed around it.
 *
 * @example caretAfterRawChars('11.222.3', 3) // 4 ('11.2|22.3')
 */
export function caretAfterRawChars(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index++) {
    if (RAW_CHAR.test(display.charAt(index))) {
      seen++;
      if (seen === count) return index + 1;
    }
  }
  return display.length;
}
