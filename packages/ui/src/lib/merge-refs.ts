import type { Ref, RefCallback } from 'react';

/** Combines several refs (objects or callbacks) into one callback ref, with React 19 cleanup semantics. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return () => {};
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}
