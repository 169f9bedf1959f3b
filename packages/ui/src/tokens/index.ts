export { TONES, TONE_HEX, type Tone } from './tones';
