export * from './geo.ts';
export * from './operating-hours.ts';
export * from './programming-status.ts';
export * from './programming-progress.ts';
export * from './location-refresh.ts';
export * from './monitor-feed.ts';
export * from './driving-performance.ts';
export * from './bonus-prizes.ts';
