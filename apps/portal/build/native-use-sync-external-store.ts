/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. swr imports the shim (for
 * React 17), which ships its own implementation beside React's; vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
