export * from './geo.ts';
export * from './operating-hours.ts';
