import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones.
 *
 * Deliberately without tailwind-merge: it costs about 8 KB gzipped on every route, the login route has a
 * 100 KB budget, and our components are written so a caller's className adds classes rather than fighting
 * the component's own (pass layout, not colours or paddings, from outside).
 *
 * @example cn('px-4 py-2', isActive && 'bg-accent', className)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
