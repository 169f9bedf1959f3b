import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_HEX, TONE_HEX, TONES } from './tones';

// Read from disk: vitest hands CSS imports to the page as empty modules, `?raw` included.
const tokenFile = readFileSync(path.join(import.meta.dirname, '../styles.css'), 'utf8');

/** The `--color-<prefix>-*` tokens of the token file, by the rest of their name. */
const colours = (prefix: string) =>
  Object.fromEntries(
    [...tokenFile.matchAll(new RegExp(`--color-${prefix}-([\\w-]+):\\s*([^;]+);`, 'g'))].map(
      ([, key, value]) => [key, value],
    ),
  );

describe('the colours drawn outside the stylesheet', () => {
  it('TONE_HEX is the token file’s --color-tone-* colours, tone for tone', () => {
    expect(colours('tone')).toEqual(Object.fromEntries(TONES.map((tone) => [tone, TONE_HEX[tone]])));
  });

  it('MAP_HEX is the token file’s --color-map-* colours', () => {
    expect(colours('map')).toEqual(MAP_HEX);
  });
});
