/** The colour names of the library's status pills and counters (Badge, CounterCard) and of drawn markers. */
export const TONES = ['green', 'grey', 'red', 'yellow', 'blue', 'purple', 'orange'] as const;

export type Tone = (typeof TONES)[number];

/**
 * Each tone as one solid colour, for what is drawn outside the stylesheet's classes (a map's markers, painted
 * by the map library from a colour string): the token file's `--color-tone-*`, which a test holds equal to these.
 *
 * @example marker.setIcon({ ...icon, fillColor: TONE_HEX.orange }) // '#f97316'
 */
export const TONE_HEX = {
  green: '#16a34a',
  grey: '#64748b',
  red: '#dc2626',
  yellow: '#eab308',
  blue: '#2563eb',
  purple: '#9333ea',
  orange: '#f97316',
} as const satisfies Record<Tone, `#${string}`>;

/**
 * The map's other colours, for the map library (colour strings): the token file's `--color-map-*`, which a test
 * holds equal to these.
 */
export const MAP_HEX = {
  'fence-line': '#15803d',
  'fence-fill': '#22c55e',
  cluster: '#1e293b',
  outline: '#ffffff',
} as const;
