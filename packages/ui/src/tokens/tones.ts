/** The colour names of the library's status pills and counters (Badge, CounterCard) and of drawn markers. */
export const TONES = ['green', 'grey', 'red', 'yellow', 'blue', 'purple', 'orange'] as const;

export type Tone = (typeof TONES)[number];

/**
 * Each tone as one solid colour, for what is drawn outside the stylesheet's classes (a map's markers, painted
 * by the map library from a colour string). Green, red and grey are the token file's brand-600, danger-600 and
 * ink-500; blue, purple, yellow and orange are Tailwind 3's blue-600, purple-600, yellow-500 and orange-500, close
 * to but not the token file's oklch shades.
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
