export { MAP_HEX, TONES, TONE_HEX, type Tone } from './tones';
